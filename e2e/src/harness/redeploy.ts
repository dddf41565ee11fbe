// Makes a "new build" of a remote without touching its source: copies its dist to a new folder and patches
// one visible string in the copied chunk(s) that contain it, plus a marker file. Loading the patched text in
// the browser proves the new copy (not the old one, not a cache) is what runs.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface RedeployedCopy {
  dir: string;
  patchedFiles: string[];
  remove(): void;
}

export function copyAndPatchDist(
  distDir: string,
  from: string,
  to: string,
  marker: string,
): RedeployedCopy {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'besmart-redeploy-'));
  fs.cpSync(distDir, dir, { recursive: true });
  const patchedFiles: string[] = [];
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.js')) {
        const text = fs.readFileSync(full, 'utf8');
        if (text.includes(from)) {
          fs.writeFileSync(full, text.split(from).join(to));
          patchedFiles.push(path.relative(dir, full));
        }
      }
    }
  };
  walk(dir);
  if (patchedFiles.length === 0) throw new Error(`'${from}' not found in any chunk of ${distDir}`);
  fs.writeFileSync(path.join(dir, 'DEPLOYED.txt'), `${marker}\n`);
  return { dir, patchedFiles, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** sha256 of every file under `dir` (relative path -> hash). */
export function hashTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else
        out[path.relative(dir, full)] = crypto
          .createHash('sha256')
          .update(fs.readFileSync(full))
          .digest('hex');
    }
  };
  walk(dir);
  return out;
}
