const { createRemoteConfig } = require('webpack-preset');

module.exports = createRemoteConfig({
  name: 'mf-ai',
  dirname: __dirname,
  exposes: { './app': './src/entry.tsx' },
});
