// ESM-only dependencies (typebox, openid-client and its deps, zxcvbn-ts) are transpiled to CommonJS by swc.
const preset = require('../jest.preset.cjs')({
  dir: __dirname,
  environment: 'node',
  transformPackages: [
    'typebox',
    'openid-client',
    'oauth4webapi',
    'jose',
    '@zxcvbn-ts',
    'content-disposition',
    'cookie',
  ],
});

const [swcKey] = Object.keys(preset.transform);

module.exports = {
  ...preset,
  transform: { '^.+\\.(t|j|mj)sx?$': preset.transform[swcKey] },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  // Source imports use the ESM-style '.js' suffix for TypeScript files.
  moduleNameMapper: { ...preset.moduleNameMapper, '^(\\.{1,2}/.*)\\.js$': '$1' },
  testTimeout: 30000,
  globalSetup: '<rootDir>/test/helpers/global-setup.ts',
  globalTeardown: '<rootDir>/test/helpers/global-teardown.ts',
};
