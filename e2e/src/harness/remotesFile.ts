// A REMOTES_JSON file the portal reads on every /remotes.json request (contract §4).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './freePort';

export interface RemotesFile {
  file: string;
  write(map: Record<string, string>): void;
  remove(): void;
}

export function createRemotesFile(initial: Record<string, string>): RemotesFile {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'besmart-remotes-'));
  const file = path.join(dir, 'remotes.json');
  const write = (map: Record<string, string>) => {
    // Write then rename so the server never reads a half-written file.
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(map, null, 2));
    fs.renameSync(`${file}.tmp`, file);
  };
  write(initial);
  return { file, write, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** A manifest URL on 127.0.0.1 where nothing listens (a port that was just free). */
export async function deadUrl(): Promise<string> {
  return `http://127.0.0.1:${await freePort()}/remotes/mf-auth/mf-manifest.json`;
}
