module.exports = require('../jest.preset.cjs')({
  dir: __dirname,
  environment: 'jsdom',
  setupFilesAfterEach: ['<rootDir>/src/test/setup.ts'],
});
