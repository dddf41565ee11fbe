const { createRemoteConfig } = require('webpack-preset');

module.exports = createRemoteConfig({
  name: 'mf-smartplans',
  dirname: __dirname,
  exposes: { './app': './src/entry.tsx' },
});
