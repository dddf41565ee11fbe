const { createRemoteConfig } = require('webpack-preset');

module.exports = createRemoteConfig({
  name: 'mf-reports',
  dirname: __dirname,
  exposes: { './app': './src/entry.tsx' },
});
