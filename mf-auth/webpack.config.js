const { createRemoteConfig } = require('webpack-preset');

module.exports = createRemoteConfig({
  name: 'mf-auth',
  dirname: __dirname,
  exposes: { './app': './src/entry.tsx' },
});
