// jsdom lacks fetch, TextEncoder and friends. Lend the test window Node's own implementations so the
// screens' real shared-api client reaches a real HTTP server started by the test.
const JsdomEnvironment = require('jest-environment-jsdom').default;

const LENT_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'structuredClone',
];

class JsdomWithFetchEnvironment extends JsdomEnvironment {
  async setup() {
    await super.setup();
    for (const name of LENT_GLOBALS) {
      if (typeof globalThis[name] !== 'undefined') this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
