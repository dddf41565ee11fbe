const { createRemoteConfig } = require('webpack-preset');

module.exports = createRemoteConfig({
  name: 'mf-incidents',
  dirname: __dirname,
  exposes: { './app': './src/entry.tsx' },
});
