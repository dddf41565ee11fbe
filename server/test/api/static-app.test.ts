import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../helpers/testApp';

describe('static host inside the real app', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'besmart-app-static-'));
    mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<title>BeSmart shell</title>');
    mkdirSync(path.join(root, 'mf-incidents', 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'mf-incidents', 'dist', 'mf-manifest.json'), '{}');
    t = await createTestApp({ seed: false, config: { staticRoot: root } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the shell for screens and the remote registry next to the API', async () => {
    expect((await t.app.inject('/incident/search')).body).toContain('BeSmart shell');
    expect((await t.app.inject('/remotes.json')).json()).toEqual({
      'mf-incidents': '/remotes/mf-incidents/mf-manifest.json',
    });
  });

  it("leaves unknown /api paths to the API's JSON 404", async () => {
    const res = await t.app.inject('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatch(/not found/);
  });

  it('still answers the API (401 without a token)', async () => {
    const res = await t.app.inject('/api/user?orgId=1');
    expect(res.statusCode).toBe(401);
  });

  it('keeps the OpenAPI document reachable and listing the tenant routes', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/user',
        '/api/user/{id}',
        '/api/organisation/{id}',
        '/api/organisation/{id}/user',
        '/api/usertag',
        '/api/organisationtag',
        '/api/report/generate',
        '/api/formsubmission/{id}/acknowledge',
      ]),
    );
    expect(paths).not.toContain('/*');
  });
});
