import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const file = process.env.BESMART_PGLITE_TEMPLATE;
  if (file) rmSync(file, { force: true });
}
