// A bounded closed-loop load generator: `concurrency` workers, each sending the next GET as soon as the
// previous answer is read, over keep-alive connections, for `durationMs`. Same client for every target.
import http from 'node:http';

export interface LoadResult {
  url: string;
  durationMs: number;
  concurrency: number;
  ok: number;
  failed: number;
  statuses: Record<string, number>;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const idx = Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length));
  return Math.round((sorted[idx] as number) * 100) / 100;
}

function once(agent: http.Agent, url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const req = http.request(url, { agent, method: 'GET', headers }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', () => resolve(0));
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

export async function runLoad(
  target: string,
  headers: Record<string, string>,
  {
    durationMs,
    concurrency,
    warmupMs = 1_000,
  }: { durationMs: number; concurrency: number; warmupMs?: number },
): Promise<LoadResult> {
  const url = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const statuses: Record<string, number> = {};
  const latencies: number[] = [];
  let measuring = false;

  const worker = async (until: number) => {
    while (Date.now() < until) {
      const start = performance.now();
      const status = await once(agent, url, headers);
      if (measuring) {
        latencies.push(performance.now() - start);
        statuses[String(status)] = (statuses[String(status)] ?? 0) + 1;
      }
    }
  };

  const warmEnd = Date.now() + warmupMs;
  await Promise.all(Array.from({ length: concurrency }, () => worker(warmEnd)));
  measuring = true;
  const started = performance.now();
  const end = Date.now() + durationMs;
  await Promise.all(Array.from({ length: concurrency }, () => worker(end)));
  const elapsed = performance.now() - started;
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const ok = Object.entries(statuses)
    .filter(([s]) => s.startsWith('2'))
    .reduce((sum, [, n]) => sum + n, 0);
  const total = Object.values(statuses).reduce((a, b) => a + b, 0);
  return {
    url: url.pathname + url.search,
    durationMs: Math.round(elapsed),
    concurrency,
    ok,
    failed: total - ok,
    statuses,
    requestsPerSecond: Math.round((ok / elapsed) * 1000 * 10) / 10,
    latencyMs: {
      p50: percentile(latencies, 50),
      p90: percentile(latencies, 90),
      p99: percentile(latencies, 99),
    },
  };
}
