import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../helpers/testApp';

/**
 * The /ai API shares its first path segment with the AI Insights pages (/ai/insights/...): a
 * browser GET of a page must still get the shell, while the API routes answer JSON.
 */
describe('/ai pages and the /ai API side by side', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'besmart-ai-static-'));
    mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    writeFileSync(
      path.join(root, 'shell', 'dist', 'index.html'),
      '<!doctype html><title>BeSmart shell</title>',
    );
    t = await createTestApp({ seed: false, config: { staticRoot: root } });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each([
    '/ai/insights',
    '/ai/insights/incident',
    '/ai/insights/serviceuser/',
    '/ai/insights/service',
  ])('GET %s serves the shell page', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('BeSmart shell');
  });

  it('keeps the API routes: GET /ai/prompts without a session answers 401 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ai/prompts?orgId=1' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty('error');
  });
});
