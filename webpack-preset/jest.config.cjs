const preset = require('../jest.preset.cjs');

module.exports = { ...preset({ dir: __dirname }), testTimeout: 120000 };
