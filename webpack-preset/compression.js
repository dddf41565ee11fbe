// Precompressed copies of the built files (`<file>.br`, `<file>.gz`) so the server sends them with
// Content-Encoding instead of compressing on every request (server/src/static/README.md).
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

/**
 * What is worth compressing: text the browser fetches. Not `.html`: the server writes the remotes
 * map into index.html per request. Not `.map`: source maps are not served by default.
 */
const COMPRESSIBLE = /\.(js|mjs|json|css|svg|txt)$/i;

/** Both encodings, at their highest levels: built once, served many times. */
function compressionPlugins() {
  const common = { test: COMPRESSIBLE, threshold: 512, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
    }),
  ];
}

module.exports = { compressionPlugins, COMPRESSIBLE };
