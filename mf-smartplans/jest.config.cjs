// The remotes' shared jest settings, plus typebox compiled to CommonJS: the vocabulary tests
// compare this remote's plan questions with shared-api/schemas (server side values).
const base = require('test-kit/jest-remote')(__dirname);

module.exports = {
  ...base,
  transformIgnorePatterns: ['node_modules/(?!(\\.pnpm/)?(shared-ui|shared-api|typebox))'],
};
