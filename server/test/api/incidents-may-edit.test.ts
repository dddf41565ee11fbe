import { createTestApp, type TestApp } from '../helpers/testApp';
import {
  grantDirectAccess,
  incidentBody,
  incidentTablesState,
  incidentWorld,
  send,
  type IncidentWorld,
} from './fixtures-incidents';

// `mayEdit` on a submission row tells a screen whether the caller may publish a new version, so
// that everyone else gets the read-only view instead of fields the server refuses at the end.
describe('mayEdit on submission rows follows the edit rule of POST /api/formsubmission', () => {
  let t: TestApp;
  let w: IncidentWorld;
  const tok = {} as Record<'author' | 'helper' | 'outsider' | 'lead', string>;
  let orgId: number;
  let first: number;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    w = await incidentWorld(t.db);
    orgId = w.org.orgId;
    for (const who of ['author', 'helper', 'outsider', 'lead'] as const) {
      tok[who] = (await t.tokenFor(w[who].email, w.org.name)).token;
    }
    const res = await send(
      t.app,
      tok.author,
      orgId,
      'POST',
      '/api/formsubmission',
      incidentBody(w),
    );
    first = res.json().data.id;
    // The outsider sees the child's incidents through a direct-access grant, but wrote none.
    await grantDirectAccess(t.db, w.org, w.childId, w.outsider.id);
  });
  afterAll(() => t.close());

  const mayEdit = async (who: keyof typeof tok, id: number) => {
    const res = await send(t.app, tok[who], orgId, 'GET', '/api/formsubmission', undefined, {
      where: JSON.stringify({ id }),
      fields: 'id,mayEdit',
    });
    expect(res.statusCode).toBe(200);
    return (res.json().data as { id: number; mayEdit: boolean }[])[0]?.mayEdit;
  };

  it('is true for the author, a collaborator and a safeguarding lead; false for another viewer', async () => {
    expect(await mayEdit('author', first)).toBe(true);
    expect(await mayEdit('helper', first)).toBe(true);
    expect(await mayEdit('lead', first)).toBe(true);
    expect(await mayEdit('outsider', first)).toBe(false);
  });

  it('matches the server: a viewer with mayEdit false is refused a new version, nothing changed', async () => {
    const before = await incidentTablesState(t.db);
    const refused = await send(
      t.app,
      tok.outsider,
      orgId,
      'POST',
      '/api/formsubmission',
      incidentBody(w, { formId: first, overrides: { location: 'Library' } }),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(
      'Only the author, a collaborator or a safeguarding lead can edit this',
    );
    expect(await incidentTablesState(t.db)).toEqual(before);
  });

  it('covers every version of the chain: the first author may still edit a collaborator’s version', async () => {
    const second = await send(
      t.app,
      tok.helper,
      orgId,
      'POST',
      '/api/formsubmission',
      incidentBody(w, { formId: first, overrides: { location: 'Library' } }),
    );
    expect(second.statusCode).toBe(200);
    const id = second.json().data.id as number;
    expect(await mayEdit('author', id)).toBe(true);
    expect(await mayEdit('outsider', id)).toBe(false);
    const third = await send(
      t.app,
      tok.author,
      orgId,
      'POST',
      '/api/formsubmission',
      incidentBody(w, { formId: id, overrides: { location: 'Gym' } }),
    );
    expect(third.statusCode).toBe(200);
  });

  it('is part of every row when no fields are named', async () => {
    const res = await send(t.app, tok.lead, orgId, 'GET', '/api/formsubmission', undefined, {
      where: JSON.stringify({ subject: w.childId, current: true }),
    });
    const rows = res.json().data as { mayEdit: unknown }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.mayEdit).toBe(true);
  });
});
