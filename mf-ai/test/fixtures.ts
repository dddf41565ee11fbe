import type { AiPrompt, AiStreamEvent, IncidentRow } from 'shared-api';

export const incidentPrompts: AiPrompt[] = [
  { id: 1, key: 'summarise', section: 'Incident', subSection: 'Understand', label: 'Summarise' },
  { id: 2, key: 'assess', section: 'Incident', subSection: 'Understand', label: 'Assess' },
  {
    id: 3,
    key: 'formal_letter',
    section: 'Incident',
    subSection: 'Letters',
    label: 'Formal letter',
  },
];

export const studentPrompts: AiPrompt[] = [
  {
    id: 11,
    key: 'staff_strategies',
    section: 'Student',
    subSection: 'Strategies',
    label: 'Staff strategies',
  },
  {
    id: 12,
    key: 'functions',
    section: 'Student',
    subSection: 'Behaviour',
    label: 'Possible functions of behaviour',
  },
];

export const servicePrompts: AiPrompt[] = [
  {
    id: 21,
    key: 'workshop_ideas',
    section: 'Service',
    subSection: 'Training',
    label: 'Workshop ideas',
  },
];

export const meta = (overrides: Partial<Extract<AiStreamEvent, { type: 'meta' }>> = {}) =>
  ({
    type: 'meta',
    prompt: 'Summarise the incident of Child A.',
    systemMessage: 'You support school staff.',
    provider: 'model',
    model: 'test-model',
    records: 1,
    requestId: 501,
    ...overrides,
  }) as const;

export function incidentRow(overrides: Partial<IncidentRow> = {}): IncidentRow {
  return {
    id: 101,
    reference: 1001,
    userId: 4,
    firstname: 'Beth',
    lastname: 'Adams',
    yearGroup: 'Year 5',
    dateOfIncident: '2026-11-02',
    subtype: 'lowlevel',
    type: 'incidentreport',
    flag: 'red',
    parentsInformed: null,
    pdfUrl: null,
    cpomsId: null,
    userCpomsId: null,
    cpomsSyncFailed: 0,
    status: 'Published',
    createdAt: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * An ndjson answer the test releases step by step: `push` writes a line, `end` finishes it.
 */
export function controlledStream() {
  const queue: unknown[] = [];
  let wake: (() => void) | null = null;
  let ended = false;
  async function* lines() {
    for (;;) {
      while (queue.length) yield queue.shift();
      if (ended) return;
      await new Promise<void>((resolve) => (wake = resolve));
    }
  }
  const poke = () => {
    const w = wake;
    wake = null;
    w?.();
  };
  return {
    lines: lines(),
    push(line: unknown) {
      queue.push(line);
      poke();
    },
    end() {
      ended = true;
      poke();
    },
  };
}

/** The option lists the criteria builder and quick searches read (empty organisation). */
export function answerSearchOptions(server: import('test-kit').TestServer) {
  server.on('GET /api/user', { body: { data: [], page: { total: 0 } } });
  server.on('GET /api/usergroup', { body: { data: [] } });
  server.on('GET /api/organisationtag', { body: { data: [] } });
  server.on('GET /api/usertag', { body: { data: [] } });
}
