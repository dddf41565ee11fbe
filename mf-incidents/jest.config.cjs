const preset = require('../jest.preset.cjs')({
  dir: __dirname,
  environment: 'jsdom',
  setupFilesAfterEach: [require.resolve('test-kit/setup')],
});

// jsdom has no fetch: this environment lends it Node's real fetch so tests talk to a local HTTP server.
module.exports = {
  ...preset,
  testEnvironment: require.resolve('test-kit/jsdom-with-fetch'),
  testTimeout: 20000,
};
