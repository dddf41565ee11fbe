const { createRemoteConfig } = require('webpack-preset');

module.exports = createRemoteConfig({
  name: 'mf-admin',
  dirname: __dirname,
  exposes: { './app': './src/entry.tsx' },
});
