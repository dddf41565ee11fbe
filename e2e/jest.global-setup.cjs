// Each run starts with an empty e2e/artifacts/ so screenshots and logs are from this run only.
const fs = require('node:fs');
const path = require('node:path');

module.exports = async function globalSetup() {
  const dir = path.join(__dirname, 'artifacts');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
};
