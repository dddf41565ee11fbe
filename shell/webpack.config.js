const { createHostConfig } = require('webpack-preset');

module.exports = createHostConfig({ dirname: __dirname });
