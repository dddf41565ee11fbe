import fc from 'fast-check';
import { rankTechniques } from '../../src/modules/techniques/service';
import { createTestApp, type TestApp } from '../helpers/testApp';
import {
  incidentBody,
  incidentTablesState,
  incidentWorld,
  send,
  type IncidentWorld,
} from './fixtures-incidents';

describe('technique ranking and list parameters', () => {
  let t: TestApp;
  let w: IncidentWorld;
  let token: string;
  let orgId: number;

  const techniques = (de: [string, string][], ph: [string, string][]) => ({
    deescalationTechniques: JSON.stringify(de.map(([key, value]) => ({ key, value }))),
    physicalTechniques: JSON.stringify(ph.map(([key, value]) => ({ key, value }))),
  });

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    w = await incidentWorld(t.db);
    orgId = w.org.orgId;
    token = (await t.tokenFor(w.author.email, w.org.name)).token;
    const post = (body: unknown) => send(t.app, token, orgId, 'POST', '/api/formsubmission', body);
    const first = await post(
      incidentBody(w, {
        overrides: techniques(
          [
            ['Calm talking', '4'],
            ['Listening', 'n/a'],
          ],
          [['Wrap', '2']],
        ),
      }),
    );
    // Superseded by the edit below: its ratings must no longer count.
    const old = await post(
      incidentBody(w, { overrides: techniques([['Calm talking', '1']], [['Wrap', '10']]) }),
    );
    await post(
      incidentBody(w, {
        formId: old.json().data.id,
        overrides: techniques(
          [
            ['Calm talking', '9'],
            ['Listening', '6'],
          ],
          [['Wrap', '4']],
        ),
      }),
    );
    // A draft does not count either.
    await post(
      incidentBody(w, { status: 'Draft', overrides: techniques([['Listening', '1']], []) }),
    );
    expect(first.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it("averages each technique over the person's current Published reports, highest first", async () => {
    const res = await send(
      t.app,
      token,
      orgId,
      'GET',
      `/api/besmart/user/${w.childId}/technique-ranking`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        deescalation: [
          { name: 'Calm talking', average: 6.5 },
          { name: 'Listening', average: 6 },
        ],
        physical: [{ name: 'Wrap', average: 3 }],
      },
    });
  });

  it('draws only on reports the caller may see', async () => {
    const outsider = (await t.tokenFor(w.outsider.email, w.org.name)).token;
    const res = await send(
      t.app,
      outsider,
      orgId,
      'GET',
      `/api/besmart/user/${w.childId}/technique-ranking`,
    );
    expect(res.json()).toEqual({ data: { deescalation: [], physical: [] } });
  });

  it('answers 404 for an id that is not a service user of the organisation', async () => {
    const res = await send(
      t.app,
      token,
      orgId,
      'GET',
      `/api/besmart/user/${w.author.id}/technique-ranking`,
    );
    expect(res.statusCode).toBe(404);
  });

  it('ignores n/a, bad values and bad JSON, and keeps averages within 0..10', () => {
    expect(
      rankTechniques([
        'not json',
        '[{"key":"A","value":"n/a"},{"key":"A","value":"11"},{"key":"B","value":"7"}]',
      ]),
    ).toEqual([
      { name: 'B', average: 7 },
      { name: 'A', average: 0 },
    ]);
    fc.assert(
      fc.property(
        fc.array(
          fc.array(
            fc.record({
              key: fc.constantFrom('x', 'y'),
              value: fc.oneof(fc.integer({ min: -5, max: 15 }).map(String), fc.constant('n/a')),
            }),
          ),
        ),
        (reports) => {
          const ranked = rankTechniques(reports.map((r) => JSON.stringify(r)));
          for (let i = 0; i < ranked.length; i++) {
            expect(ranked[i]!.average).toBeGreaterThanOrEqual(0);
            expect(ranked[i]!.average).toBeLessThanOrEqual(10);
            if (i > 0) expect(ranked[i - 1]!.average).toBeGreaterThanOrEqual(ranked[i]!.average);
          }
        },
      ),
    );
  });

  it('rejects bad list parameters naming them (property based), writing nothing', async () => {
    const before = await incidentTablesState(t.db);
    const name = fc.stringMatching(/^[a-z][a-zA-Z]{0,10}$/);
    const cases = fc.oneof(
      name
        .filter(
          (k) =>
            ![
              'id',
              'type',
              'subType',
              'status',
              'subject',
              'user',
              'author',
              'formId',
              'current',
              'organisation',
            ].includes(k),
        )
        .map((k) => ({
          url: '/api/formsubmission',
          query: { where: JSON.stringify({ [k]: 1 }) },
          names: k,
        })),
      name
        .filter(
          (f) =>
            ![
              'id',
              'reference',
              'type',
              'status',
              'author',
              'subject',
              'user',
              'notify',
              'flag',
              'collaborators',
            ].includes(f) && f.length > 1,
        )
        .filter(
          (f) =>
            !f.startsWith('sub') &&
            !f.startsWith('form') &&
            !f.startsWith('root') &&
            !f.startsWith('parents') &&
            !f.startsWith('pdf') &&
            !f.startsWith('cpoms') &&
            !f.startsWith('created') &&
            !f.startsWith('updated'),
        )
        .map((f) => ({ url: '/api/formsubmission', query: { fields: `id,${f}` }, names: f })),
      fc
        .constantFrom('1.5', '0', '4001', 'x')
        .map((limit) => ({ url: '/api/formresponse', query: { limit }, names: 'limit' })),
      fc.constantFrom('{"submission":"a"}', '{"submission":[0]}', '[1]', 'nope').map((where) => ({
        url: '/api/formresponse',
        query: { where },
        names: 'where',
      })),
      fc
        .constantFrom('{"current":"maybe"}')
        .map((where) => ({ url: '/api/formsubmission', query: { where }, names: 'current' })),
    );
    await fc.assert(
      fc.asyncProperty(cases, async ({ url, query, names }) => {
        const res = await send(t.app, token, orgId, 'GET', url, undefined, query);
        expect({ status: res.statusCode, named: String(res.json().error).includes(names) }).toEqual(
          {
            status: 400,
            named: true,
          },
        );
      }),
      { numRuns: 40 },
    );
    expect(await incidentTablesState(t.db)).toEqual(before);
  });
});
