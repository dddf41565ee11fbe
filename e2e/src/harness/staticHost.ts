// A tiny static file host on 127.0.0.1 (a stand-in for a CDN that a remote is deployed to), with CORS so a
// page on another origin can fetch mf-manifest.json. Records every path it served.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticHost {
  url: string;
  served: string[];
  close(): Promise<void>;
}

/** Serves `mounts` (URL prefix -> folder). Unknown paths 404. */
export async function startStaticHost(mounts: Record<string, string>): Promise<StaticHost> {
  const served: string[] = [];
  const server = http.createServer((req, res) => {
    const requested = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const pathname = requested.endsWith('/') ? `${requested}index.html` : requested;
    const prefix = Object.keys(mounts).find((p) => pathname.startsWith(p));
    const root = prefix === undefined ? undefined : mounts[prefix];
    const file = root && path.join(root, pathname.slice((prefix as string).length));
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (
      !root ||
      !file ||
      !file.startsWith(root) ||
      !fs.existsSync(file) ||
      fs.statSync(file).isDirectory()
    ) {
      res.statusCode = 404;
      res.end('not found');
      return;
    }
    served.push(pathname);
    res.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', 'no-cache');
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
