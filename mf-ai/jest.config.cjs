module.exports = require('test-kit/jest-remote')(__dirname);
