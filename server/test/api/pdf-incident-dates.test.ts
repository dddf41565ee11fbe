import type { Content } from 'pdfmake/interfaces';
import { displayDateTime, displayDay } from '../../src/platform/pdf/format';
import {
  incidentReportDocument,
  type IncidentPdfInput,
} from '../../src/platform/pdf/incident-report';

/** Every text of a pdfmake content tree, in order. */
function texts(content: Content | Content[] | undefined): string[] {
  if (content === undefined || content === null) return [];
  if (typeof content === 'string') return [content];
  if (Array.isArray(content)) return content.flatMap((c) => texts(c));
  const node = content as unknown as Record<string, unknown>;
  const out: string[] = [];
  if (typeof node.text === 'string') out.push(node.text);
  for (const key of ['stack', 'ul', 'columns']) out.push(...texts(node[key] as Content[]));
  const table = node.table as { body?: Content[][] } | undefined;
  if (table?.body) out.push(...table.body.flatMap((row) => texts(row)));
  return out;
}

const input: IncidentPdfInput = {
  subType: 'lowlevel',
  reference: 12,
  organisationName: 'Demo School',
  personLabel: 'Service User',
  person: { firstName: 'Ava', lastName: 'Brown' },
  author: { firstName: 'Sam', lastName: 'Turner' },
  // 14:05 UTC on a British Summer Time day is 15:05 in the UK.
  submittedAt: new Date('2026-07-03T14:05:00Z'),
  responses: [
    { questionKey: 'dateOfIncident', questionText: 'Date of Incident', response: '2026-11-22' },
    { questionKey: 'timeOfIncident', questionText: 'Time of Incident', response: '09:15' },
    { questionKey: 'location', questionText: 'Location', response: 'Hall 2026-11-22b' },
  ],
  names: new Map(),
};

describe('incident PDF dates (issue 14 §8)', () => {
  const all = texts(incidentReportDocument(input).content).join('\n');

  it('shows the incident date as dd/mm/yyyy and the time as hh:mm', () => {
    expect(all).toContain('22/11/2026');
    expect(all).toContain('09:15');
    expect(all).not.toMatch(/\b2026-11-22\b(?!b)/);
  });

  it('shows when it was submitted as dd/mm/yyyy hh:mm in UK time, never an ISO stamp', () => {
    expect(all).toContain('Demo School - submitted 03/07/2026 15:05 by Sam Turner');
    expect(all).not.toContain('UTC');
    expect(all).not.toContain('2026-07-03');
  });

  it('leaves other text alone', () => {
    expect(all).toContain('Hall 2026-11-22b');
    expect(displayDay('not a date')).toBe('not a date');
    expect(displayDateTime(new Date('2026-01-15T23:30:00Z'))).toBe('15/01/2026 23:30');
  });
});
