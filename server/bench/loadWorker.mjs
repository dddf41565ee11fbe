// Closed-loop HTTP load generator run in a worker thread (its own event loop, so the servers under
// test keep the main thread): `concurrency` keep-alive clients each send the next GET as soon as the
// previous answer is read, for `durationMs` after `warmupMs`. Posts { rps, p50, p90, p99, statuses }.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { url, headers, durationMs, concurrency, warmupMs } = workerData;
const target = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

function once() {
  return new Promise((resolve) => {
    const req = http.request(target, { agent, method: 'GET', headers }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', () => resolve(0));
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

const latencies = [];
const statuses = {};
let measuring = false;

async function client(until) {
  while (Date.now() < until) {
    const started = performance.now();
    const status = await once();
    if (measuring) {
      latencies.push(performance.now() - started);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  }
}

const pct = (sorted, p) =>
  sorted.length === 0
    ? 0
    : Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 100) /
      100;

const warmEnd = Date.now() + warmupMs;
await Promise.all(Array.from({ length: concurrency }, () => client(warmEnd)));
parentPort.postMessage({ phase: 'measuring' });
measuring = true;
const started = performance.now();
const end = Date.now() + durationMs;
await Promise.all(Array.from({ length: concurrency }, () => client(end)));
const elapsed = performance.now() - started;
agent.destroy();
latencies.sort((a, b) => a - b);
const ok = Object.entries(statuses)
  .filter(([s]) => s.startsWith('2'))
  .reduce((sum, [, n]) => sum + n, 0);
parentPort.postMessage({
  phase: 'done',
  elapsedMs: elapsed,
  ok,
  total: latencies.length,
  statuses,
  rps: Math.round((ok / elapsed) * 10000) / 10,
  p50: pct(latencies, 50),
  p90: pct(latencies, 90),
  p99: pct(latencies, 99),
});
