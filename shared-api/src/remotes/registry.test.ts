import { DECLARED_REMOTES } from './registry';
import {
  REGISTRY_PROBLEMS,
  REMOTE_NAMES,
  REMOTES,
  containerOf,
  examplePath,
  isRemoteName,
  patternMatches,
  remoteNamed,
} from './index';
import { checkRegistry, pathPatternProblem } from './validate';

const entry = (name: string, paths: string[], extra: Record<string, unknown> = {}) => ({
  name,
  container: name.replace(/-/g, '_'),
  label: 'Some area',
  paths,
  ...extra,
});

describe('the registry as declared', () => {
  it('is sound: every declared remote is registered and nothing was reported', () => {
    expect(REGISTRY_PROBLEMS).toEqual([]);
    expect(REMOTES).toHaveLength(DECLARED_REMOTES.length);
  });

  it('lists the six areas of ARCHITECTURE §2 in first-match order, with their labels', () => {
    expect(REMOTES.map((remote) => [remote.name, remote.container, remote.label])).toEqual([
      ['mf-auth', 'mf_auth', 'Sign-in'],
      ['mf-reports', 'mf_reports', 'Analytics'],
      ['mf-ai', 'mf_ai', 'AI Insights'],
      ['mf-incidents', 'mf_incidents', 'Incidents'],
      ['mf-smartplans', 'mf_smartplans', 'Smart Plans'],
      ['mf-admin', 'mf_admin', 'Administration'],
    ]);
    expect(REMOTE_NAMES).toEqual(REMOTES.map((remote) => remote.name));
  });

  it('answers name look-ups', () => {
    expect(isRemoteName('mf-incidents')).toBe(true);
    expect(isRemoteName('mf-unknown')).toBe(false);
    expect(isRemoteName('mf_incidents')).toBe(false);
    expect(remoteNamed('mf-ai')?.paths).toContain('/ai/insights/**');
    expect(containerOf('mf-smartplans')).toBe('mf_smartplans');
  });
});

describe('path patterns', () => {
  it('match exact paths, one-segment parameters and a trailing **', () => {
    expect(patternMatches('/incident/{userid}/ai/{formId}', '/incident/7/ai/9')).toBe(true);
    expect(patternMatches('/incident/{userid}/ai/{formId}', '/incident/7/ai')).toBe(false);
    expect(patternMatches('/ai/insights/**', '/ai/insights')).toBe(true);
    expect(patternMatches('/ai/insights/**', '/ai/insights/service/4')).toBe(true);
    expect(patternMatches('/ai/insights/**', '/ai')).toBe(false);
    expect(patternMatches('/', '/')).toBe(true);
    expect(patternMatches('/', '/login')).toBe(false);
  });

  it('give an example path each pattern matches', () => {
    expect(examplePath('/incident/{userid}/ai/{formId}')).toBe('/incident/1/ai/1');
    expect(examplePath('/content/**')).toBe('/content');
  });

  it.each([
    ['plans', "must start with '/'"],
    ['/plans//x', 'empty segment'],
    ['/', 'empty segment'],
    ['/**', 'every path'],
    ['/a/**/b', "'**' only at its end"],
    ['/a/{x', 'neither a word'],
    ['/a b', 'neither a word'],
    ['/api/things', 'the server keeps for itself'],
    ['/remotes/mf-x/**', 'the server keeps for itself'],
  ])('refuses %s', (pattern, problem) => {
    expect(pathPatternProblem(pattern)).toContain(problem);
  });

  it.each(['/plans', '/behaviour/**', '/incident/{id}/edit', '/report/incidentreportExtras'])(
    'accepts %s',
    (pattern) => expect(pathPatternProblem(pattern)).toBeNull(),
  );
});

describe('checkRegistry', () => {
  it('keeps sound entries in order', () => {
    const result = checkRegistry([entry('mf-one', ['/one/**']), entry('mf-two', ['/two'])]);
    expect(result.problems).toEqual([]);
    expect(result.remotes.map((remote) => remote.name)).toEqual(['mf-one', 'mf-two']);
  });

  it('leaves out a malformed entry whole, names it and the problem, and keeps the others', () => {
    const result = checkRegistry([
      entry('mf-one', ['/one']),
      entry('mf-Two', ['/two']),
      entry('mf-three', ['/three', 'four']),
      'mf-four',
      entry('mf-five', ['/five']),
    ]);
    expect(result.remotes.map((remote) => remote.name)).toEqual(['mf-one', 'mf-five']);
    expect(result.rejected.map((entry) => entry.index)).toEqual([1, 2, 3]);
    expect(result.rejected[1]?.problems).toEqual(["path 'four' must start with '/'"]);
    expect(result.problems).toEqual([
      "remote registry entry 2 'mf-Two' left out: name must be 'mf-' followed by lower-case letters",
      "remote registry entry 3 'mf-three' left out: path 'four' must start with '/'",
      'remote registry entry 4 left out: is not an object',
    ]);
  });

  it('refuses a wrong container, a missing label and an empty path list', () => {
    const { problems } = checkRegistry([
      entry('mf-one', ['/one'], { container: 'one' }),
      entry('mf-two', ['/two'], { label: '  ' }),
      entry('mf-three', []),
    ]);
    expect(problems[0]).toContain("container must be 'mf_one'");
    expect(problems[1]).toContain('label is missing');
    expect(problems[2]).toContain('paths must list at least one path');
  });

  it('refuses a name listed twice and a path another remote or the shell already owns', () => {
    const { remotes, problems } = checkRegistry([
      entry('mf-one', ['/one/**', '/shared']),
      entry('mf-one', ['/else']),
      entry('mf-two', ['/shared']),
      entry('mf-three', ['/one/deeper/{id}']),
      entry('mf-four', ['/dashboard']),
      entry('mf-five', ['/five', '/five']),
    ]);
    expect(remotes.map((remote) => remote.name)).toEqual(['mf-one']);
    expect(problems).toEqual([
      "remote registry entry 2 'mf-one' left out: name 'mf-one' is listed twice",
      "remote registry entry 3 'mf-two' left out: path '/shared' would never be reached: mf-one ('/shared') owns it first",
      "remote registry entry 4 'mf-three' left out: path '/one/deeper/{id}' would never be reached: mf-one ('/one/**') owns it first",
      "remote registry entry 5 'mf-four' left out: path '/dashboard' would never be reached: the shell owns it first",
      "remote registry entry 6 'mf-five' left out: path '/five' is listed twice",
    ]);
  });

  it('accepts a narrow path placed before the broad path it sits under (first match wins)', () => {
    const { problems } = checkRegistry([
      entry('mf-narrow', ['/incident/{id}/ai/{form}']),
      entry('mf-broad', ['/incident/**']),
    ]);
    expect(problems).toEqual([]);
  });
});
