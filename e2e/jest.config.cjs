// Browser journeys: node environment, one test file at a time (each starts its own portal + Chromium).
const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset({ dir: __dirname, environment: 'node' }),
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  globalSetup: '<rootDir>/jest.global-setup.cjs',
  testTimeout: 120_000,
  slowTestThreshold: 60,
};
