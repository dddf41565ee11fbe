// Shared jest settings: swc transpiles TypeScript/TSX; type-checking is `tsc --noEmit`'s job.
const path = require('node:path');

/** @param {{ dir: string, environment?: 'node' | 'jsdom', setupFilesAfterEach?: string[], transformPackages?: string[] }} opts */
module.exports = function jestPreset({
  dir,
  environment = 'node',
  setupFilesAfterEach = [],
  transformPackages = [],
}) {
  const esmPackages = ['shared-ui', 'shared-api', ...transformPackages].join('|');
  return {
    rootDir: dir,
    testEnvironment: environment,
    testMatch: [
      '<rootDir>/src/**/*.test.ts',
      '<rootDir>/src/**/*.test.tsx',
      '<rootDir>/test/**/*.test.ts',
    ],
    transform: {
      // .mjs too: ESM-only packages (typebox) listed in transformPackages are compiled to CommonJS.
      '^.+\\.(mjs|[tj]sx?)$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [`node_modules/(?!(\\.pnpm/)?(${esmPackages.replace(/\//g, '\\+')}))`],
    setupFilesAfterEnv: setupFilesAfterEach,
    moduleNameMapper: {
      '\\.(css|svg|png|jpg)$': path.join(__dirname, 'scripts', 'jest-file-stub.cjs'),
    },
  };
};
