import path from 'node:path';

export const E2E_ROOT = path.resolve(__dirname, '..', '..');
export const REPO_ROOT = path.resolve(E2E_ROOT, '..');
export const ARTIFACTS_DIR = path.join(E2E_ROOT, 'artifacts');
export const SERVER_DIR = path.join(REPO_ROOT, 'server');
/** The built server (`pnpm --filter server build`), what `npm start` runs. */
export const SERVER_ENTRY = path.join(SERVER_DIR, 'dist', 'index.js');
export const SHELL_DIST = path.join(REPO_ROOT, 'shell', 'dist');
export const MF_AUTH_DIST = path.join(REPO_ROOT, 'mf-auth', 'dist');
