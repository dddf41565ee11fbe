// The throughput baseline: a bare Fastify route answering the same JSON body the portal gave, with no
// auth, tenancy or database. Started as its own process, like the portal.
import fs from 'node:fs';
import Fastify from 'fastify';

async function main() {
  const payload: unknown = JSON.parse(fs.readFileSync(process.env.PAYLOAD_FILE as string, 'utf8'));
  const app = Fastify({ logger: false });
  app.get('/api/user', async () => payload);
  await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`listening ${port}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
