import { createTestApp, type TestApp } from '../helpers/testApp';
import { incidentBody, incidentWorld, send, type IncidentWorld } from './fixtures-incidents';

// The results' "Saved" toast offers Undo: a first Parents Informed answer is undone by clearing it.
describe('PATCH /api/formsubmission parentsInformed null clears the answer', () => {
  let t: TestApp;
  let w: IncidentWorld;
  let token: string;
  let id: number;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    w = await incidentWorld(t.db);
    token = (await t.tokenFor(w.author.email, w.org.name)).token;
    const res = await send(
      t.app,
      token,
      w.org.orgId,
      'POST',
      '/api/formsubmission',
      incidentBody(w),
    );
    id = res.json().data.id;
  });
  afterAll(() => t.close());

  const patch = (body: object) =>
    send(t.app, token, w.org.orgId, 'PATCH', `/api/formsubmission/${id}`, body);

  it('sets yes, then clears it back to not answered', async () => {
    expect((await patch({ parentsInformed: 'yes' })).json().data.parentsInformed).toBe('yes');
    const cleared = await patch({ parentsInformed: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.parentsInformed).toBeNull();
  });

  it('still refuses anything but yes, no or null', async () => {
    const bad = await patch({ parentsInformed: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('parentsInformed');
  });
});
