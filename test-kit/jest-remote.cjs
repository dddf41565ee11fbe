// Jest settings of a remote's suite: the shared preset in jsdom, with Node's real fetch lent to the
// window (tests talk to a local HTTP server) and test-kit's setup file.
const path = require('node:path');

/** @param {string} dir the remote's folder (`__dirname` of its jest.config.cjs) */
module.exports = function remoteJestConfig(dir) {
  const preset = require(path.join(__dirname, '..', 'jest.preset.cjs'))({
    dir,
    environment: 'jsdom',
    setupFilesAfterEach: [require.resolve('./src/setupTests.ts')],
  });
  return {
    ...preset,
    testEnvironment: require.resolve('./jsdomWithFetch.cjs'),
    // Screens under test wait on real HTTP and, on the password screens, the zxcvbn dictionaries.
    testTimeout: 20000,
  };
};
