// Creates a remote: its folder from the templates, a line in pnpm-workspace.yaml and an entry in
// the remote registry. Checks everything before writing anything; undoes its writes on failure.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { remoteFiles } from './templates.mjs';

export const REGISTRY_FILE = 'shared-api/src/remotes/registry.ts';
export const REGISTRY_MARKER = '  // new-remote: entries are added above this line';
const WORKSPACE_FILE = 'pnpm-workspace.yaml';
const NAME = /^mf-[a-z]+$/;

/** 'mf-example' -> 'Example'. */
export function defaultLabel(name) {
  const bare = name.replace(/^mf-/, '');
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}

function workspacePackages(text) {
  return text
    .split('\n')
    .map((line) => line.match(/^\s*-\s*['"]?([^'"\s]+)/)?.[1])
    .filter(Boolean);
}

function registryEntryText({ name, container, label, paths }) {
  const quote = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  return [
    '  {',
    `    name: ${quote(name)},`,
    `    container: ${quote(container)},`,
    `    label: ${quote(label)},`,
    `    paths: [${paths.map(quote).join(', ')}],`,
    '  },',
  ].join('\n');
}

/**
 * Why the remote cannot be made (empty when it can).
 * @param {{ root: string, name: string, label: string, paths: string[] }} request
 * @param {{ DECLARED_REMOTES: readonly unknown[], checkRegistry: (d: readonly unknown[]) => { rejected: { index: number, problems: string[] }[] } }} registry
 */
export function scaffoldProblems({ root, name, label, paths }, registry) {
  if (!NAME.test(name)) return [`'${name}' is not a remote name: use 'mf-' and lower-case letters`];
  const problems = [];
  if (existsSync(path.join(root, name))) problems.push(`${name}/ already exists`);
  const workspace = readFileSync(path.join(root, WORKSPACE_FILE), 'utf8');
  if (workspacePackages(workspace).includes(name)) {
    problems.push(`${WORKSPACE_FILE} already lists ${name}`);
  }
  if (!readFileSync(path.join(root, REGISTRY_FILE), 'utf8').includes(REGISTRY_MARKER)) {
    problems.push(`${REGISTRY_FILE} has lost its marker line '${REGISTRY_MARKER.trim()}'`);
  }
  const entry = { name, container: name.replace(/-/g, '_'), label, paths };
  const { rejected } = registry.checkRegistry([...registry.DECLARED_REMOTES, entry]);
  const ours = rejected.find((r) => r.index === registry.DECLARED_REMOTES.length);
  if (ours) problems.push(...ours.problems);
  return problems;
}

/**
 * Writes the remote. Throws (after undoing what it wrote) when it cannot.
 * @returns {string[]} the files written, relative to root
 */
export function scaffoldRemote({ root, name, label = defaultLabel(name), paths }, registry) {
  const problems = scaffoldProblems({ root, name, label, paths }, registry);
  if (problems.length > 0)
    throw new Error(`${name} was not created:\n  - ${problems.join('\n  - ')}`);

  const model = JSON.parse(readFileSync(path.join(root, 'mf-auth', 'package.json'), 'utf8'));
  const files = remoteFiles({ name, label, paths }, model);
  const registryPath = path.join(root, REGISTRY_FILE);
  const workspacePath = path.join(root, WORKSPACE_FILE);
  const registryBefore = readFileSync(registryPath, 'utf8');
  const workspaceBefore = readFileSync(workspacePath, 'utf8');
  const folder = path.join(root, name);
  try {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
      writeFileSync(path.join(folder, file), text, { flag: 'wx' });
    }
    const entry = registryEntryText({ name, container: name.replace(/-/g, '_'), label, paths });
    writeFileSync(
      registryPath,
      registryBefore.replace(REGISTRY_MARKER, `${entry}\n${REGISTRY_MARKER}`),
    );
    const newline = workspaceBefore.endsWith('\n') ? '' : '\n';
    writeFileSync(workspacePath, `${workspaceBefore}${newline}  - ${name}\n`);
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    writeFileSync(registryPath, registryBefore);
    writeFileSync(workspacePath, workspaceBefore);
    throw error;
  }
  return [...Object.keys(files).map((file) => `${name}/${file}`), REGISTRY_FILE, WORKSPACE_FILE];
}
