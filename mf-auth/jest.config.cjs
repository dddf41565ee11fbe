const preset = require('../jest.preset.cjs')({
  dir: __dirname,
  environment: 'jsdom',
  setupFilesAfterEach: [require.resolve('test-kit/setup')],
});

// jsdom has no fetch: this environment lends it Node's real fetch so tests talk to a local HTTP server.
module.exports = {
  ...preset,
  testEnvironment: require.resolve('test-kit/jsdom-with-fetch'),
  // The first password check builds the zxcvbn dictionaries (a second or two on a busy machine).
  testTimeout: 20000,
};
