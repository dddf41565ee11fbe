import { eq, sql } from 'drizzle-orm';
import {
  comments,
  contentItems,
  files,
  formSubmissions,
  organisations,
} from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/testApp';
import {
  grantDirectAccess,
  incidentBody,
  incidentTablesState,
  incidentWorld,
  send,
  type IncidentWorld,
} from './fixtures-incidents';

describe('who sees, changes and comments on incidents; files', () => {
  let t: TestApp;
  let w: IncidentWorld;
  let other: IncidentWorld;
  const tok = {} as Record<'author' | 'helper' | 'outsider' | 'lead' | 'admin' | 'foreign', string>;
  let orgId: number;
  let incident: { id: number; reference: number; pdfUrl: string };

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    w = await incidentWorld(t.db);
    other = await incidentWorld(t.db, { safeguardingLeads: [] });
    orgId = w.org.orgId;
    for (const who of ['author', 'helper', 'outsider', 'lead', 'admin'] as const) {
      tok[who] = (await t.tokenFor(w[who].email, w.org.name)).token;
    }
    tok.foreign = (await t.tokenFor(other.admin.email, other.org.name)).token;
    const res = await send(
      t.app,
      tok.author,
      orgId,
      'POST',
      '/api/formsubmission',
      incidentBody(w),
    );
    incident = res.json().data;
  });
  afterAll(() => t.close());

  const list = async (who: keyof typeof tok, where: object = { subject: w.childId }) => {
    const res = await send(t.app, tok[who], orgId, 'GET', '/api/formsubmission', undefined, {
      where: JSON.stringify(where),
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as { id: number }[];
  };
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

  it('shows an unshared incident to its author, collaborators and leads only', async () => {
    expect(ids(await list('author'))).toContain(incident.id);
    expect(ids(await list('helper'))).toContain(incident.id);
    expect(ids(await list('lead'))).toContain(incident.id);
    expect(ids(await list('outsider'))).not.toContain(incident.id);
    const answers = await send(t.app, tok.outsider, orgId, 'GET', '/api/formresponse', undefined, {
      where: JSON.stringify({ submission: [incident.id] }),
    });
    expect(answers.json()).toEqual({ data: [], page: { total: 0 } });
    const mine = await send(t.app, tok.helper, orgId, 'GET', '/api/formresponse', undefined, {
      where: JSON.stringify({ submission: [incident.id] }),
      fields: 'questionKey,response',
    });
    expect(mine.json().data).toContainEqual({ questionKey: 'location', response: 'Dining hall' });
  });

  it('answers rows in the contract shape', async () => {
    const [row] = (await list('author', { id: incident.id })) as Record<string, unknown>[];
    expect(row).toMatchObject({
      id: incident.id,
      reference: incident.reference,
      type: 'incidentreport',
      subType: 'lowlevel',
      status: 'Published',
      author: w.author.id,
      subject: w.childId,
      user: w.childId,
      formId: null,
      rootId: null,
      flag: 'none',
      parentsInformed: null,
      pdfUrl: incident.pdfUrl,
      cpomsId: null,
      cpomsSyncFailed: 0,
      collaborators: [w.helper.id],
      subjectFirstName: 'Zebedee',
      subjectLastName: 'Quinterro',
    });
  });

  it("opens a child's incidents to staff with a direct-access grant, and all to a sharing organisation", async () => {
    await grantDirectAccess(t.db, w.org, w.childId, w.outsider.id);
    expect(ids(await list('outsider'))).toContain(incident.id);
    const shared = await incidentWorld(t.db, { sharedIncidentReports: true });
    const authorTok = (await t.tokenFor(shared.author.email, shared.org.name)).token;
    const outsiderTok = (await t.tokenFor(shared.outsider.email, shared.org.name)).token;
    const created = await send(
      t.app,
      authorTok,
      shared.org.orgId,
      'POST',
      '/api/formsubmission',
      incidentBody(shared),
    );
    const seen = await send(
      t.app,
      outsiderTok,
      shared.org.orgId,
      'GET',
      '/api/formsubmission',
      undefined,
      {
        fields: 'id',
      },
    );
    expect(seen.json().data).toContainEqual({ id: created.json().data.id });
  });

  it('keeps drafts private to their author', async () => {
    const draft = await send(
      t.app,
      tok.author,
      orgId,
      'POST',
      '/api/formsubmission',
      incidentBody(w, { status: 'Draft' }),
    );
    const id = draft.json().data.id;
    expect(ids(await list('author', { status: 'Draft' }))).toContain(id);
    expect(ids(await list('lead', { status: 'Draft' }))).not.toContain(id);
    // The restricted author may archive their own draft; the helper may not even see it.
    const hidden = await send(t.app, tok.helper, orgId, 'PATCH', `/api/formsubmission/${id}`, {
      status: 'Archived',
    });
    expect(hidden.statusCode).toBe(404);
    const archived = await send(t.app, tok.author, orgId, 'PATCH', `/api/formsubmission/${id}`, {
      status: 'Archived',
    });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().data.status).toBe('Archived');
    // An archived draft was never a record: it stays the author's alone.
    expect(ids(await list('author', { status: 'Archived' }))).toContain(id);
    expect(ids(await list('lead', { status: 'Archived' }))).not.toContain(id);
    expect(ids(await list('admin', { status: 'Archived' }))).not.toContain(id);
  });

  it('sets flag and parents informed for anyone who sees the incident; archiving needs incidentDelete', async () => {
    const flag = await send(
      t.app,
      tok.helper,
      orgId,
      'PATCH',
      `/api/formsubmission/${incident.id}`,
      { flag: 'red' },
    );
    expect(flag.statusCode).toBe(200);
    expect(flag.json().data.flag).toBe('red');
    const informed = await send(
      t.app,
      tok.helper,
      orgId,
      'PATCH',
      `/api/formsubmission/${incident.id}`,
      {
        parentsInformed: 'yes',
      },
    );
    expect(informed.json().data.parentsInformed).toBe('yes');

    const before = await incidentTablesState(t.db);
    const denied = await send(
      t.app,
      tok.helper,
      orgId,
      'PATCH',
      `/api/formsubmission/${incident.id}`,
      {
        status: 'Archived',
      },
    );
    expect(denied.statusCode).toBe(403);
    const bad = await send(
      t.app,
      tok.helper,
      orgId,
      'PATCH',
      `/api/formsubmission/${incident.id}`,
      { flag: 'purple' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('flag');
    const empty = await send(
      t.app,
      tok.helper,
      orgId,
      'PATCH',
      `/api/formsubmission/${incident.id}`,
      {},
    );
    expect(empty.statusCode).toBe(400);
    expect(await incidentTablesState(t.db)).toEqual(before);
  });

  it('lets the author and collaborators comment; others who see it only read', async () => {
    const url = `/api/formsubmission/${incident.id}/comment`;
    const added = await send(
      t.app,
      tok.helper,
      orgId,
      'POST',
      url,
      { content: '  Seen it  ' },
      { section: 'general' },
    );
    expect(added.statusCode).toBe(200);
    expect(added.json().data.comment).toMatchObject({
      section: 'general',
      content: 'Seen it',
      author: { firstName: 'Hal', lastName: 'Helper' },
    });
    const byLead = await send(t.app, tok.lead, orgId, 'POST', url, { content: 'Lead note' });
    expect(byLead.statusCode).toBe(403);
    const blank = await send(t.app, tok.author, orgId, 'POST', url, { content: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toContain('content');
    const read = await send(t.app, tok.lead, orgId, 'GET', url);
    expect(read.json().data.comments.map((c: { content: string }) => c.content)).toEqual([
      'Seen it',
    ]);

    // A new version keeps the comments of the chain, and the author may delete them.
    const v2 = await send(
      t.app,
      tok.author,
      orgId,
      'POST',
      '/api/formsubmission',
      incidentBody(w, { formId: incident.id, overrides: { location: 'Hall' } }),
    );
    expect(v2.statusCode).toBe(200);
    const v2url = `/api/formsubmission/${v2.json().data.id}/comment`;
    const onV2 = await send(t.app, tok.author, orgId, 'GET', v2url);
    expect(onV2.json().data.comments).toHaveLength(1);
    const commentId = added.json().data.comment.id;
    const byLeadDelete = await send(t.app, tok.lead, orgId, 'DELETE', `${v2url}/${commentId}`);
    expect(byLeadDelete.statusCode).toBe(403);
    const deleted = await send(t.app, tok.author, orgId, 'DELETE', `${v2url}/${commentId}`);
    expect(deleted.statusCode).toBe(200);
    const [row] = await t.db.select().from(comments).where(eq(comments.id, commentId));
    expect(row!.deleted).toBe(true);
    expect((await send(t.app, tok.author, orgId, 'GET', v2url)).json().data.comments).toEqual([]);
    incident = { ...incident, id: v2.json().data.id, pdfUrl: v2.json().data.pdfUrl };
  });

  it('serves the PDF only to callers who see the incident', async () => {
    const get = (who: keyof typeof tok, url = incident.pdfUrl, org = orgId) =>
      send(t.app, tok[who], org, 'GET', url);
    const ok = await get('helper');
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
    expect(ok.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect((await get('lead')).statusCode).toBe(200);
    // The outsider holds a direct-access grant by now (test above); without it: 404.
    await t.db.execute(sql`update direct_access_grants set revoked = true`);
    expect((await get('outsider')).statusCode).toBe(404);
    expect((await get('foreign', incident.pdfUrl, other.org.orgId)).statusCode).toBe(404);
    expect((await get('foreign', incident.pdfUrl, orgId)).statusCode).toBe(403);
    const noToken = await t.app.inject({ method: 'GET', url: `${incident.pdfUrl}?orgId=${orgId}` });
    expect(noToken.statusCode).toBe(401);
  });

  it('serves content media of the organisation until the item is deleted', async () => {
    const [file] = await t.db
      .insert(files)
      .values({ orgId, name: 'a.png', mimeType: 'image/png', size: 3, content: Buffer.from('png') })
      .returning({ id: files.id });
    const [item] = await t.db
      .insert(contentItems)
      .values({ orgId, title: 'Pic', type: 'Image', fileId: file!.id })
      .returning({ id: contentItems.id });
    const res = await send(t.app, tok.outsider, orgId, 'GET', `/api/file/${file!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    await t.db.update(contentItems).set({ deleted: true }).where(eq(contentItems.id, item!.id));
    expect(
      (await send(t.app, tok.outsider, orgId, 'GET', `/api/file/${file!.id}`)).statusCode,
    ).toBe(404);
  });

  it("answers 404 and changes nothing for another organisation's ids", async () => {
    const before = await incidentTablesState(t.db);
    const foreign = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
      send(t.app, tok.foreign, other.org.orgId, method, url, body);
    expect(
      (await foreign('PATCH', `/api/formsubmission/${incident.id}`, { flag: 'green' })).statusCode,
    ).toBe(404);
    expect((await foreign('GET', `/api/formsubmission/${incident.id}/comment`)).statusCode).toBe(
      404,
    );
    expect(
      (await foreign('POST', `/api/formsubmission/${incident.id}/comment`, { content: 'x' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await foreign('GET', `/api/besmart/user/${w.childId}/technique-ranking`)).statusCode,
    ).toBe(404);
    const post = await foreign(
      'POST',
      '/api/formsubmission',
      incidentBody(w, { formId: incident.id }),
    );
    expect(post.statusCode).toBe(404);
    const listed = await send(
      t.app,
      tok.foreign,
      other.org.orgId,
      'GET',
      '/api/formsubmission',
      undefined,
      {
        where: JSON.stringify({ id: incident.id }),
      },
    );
    expect(listed.json()).toEqual({ data: [], page: { total: 0 } });
    expect(await incidentTablesState(t.db)).toEqual(before);
  });

  it('archives every version with incidentDelete (admin), once the admin can see the incident', async () => {
    const url = `/api/formsubmission/${incident.id}`;
    // Not shared and not a lead: an admin sees only their own incidents.
    expect(
      (await send(t.app, tok.admin, orgId, 'PATCH', url, { status: 'Archived' })).statusCode,
    ).toBe(404);
    await t.db
      .update(organisations)
      .set({ sharedIncidentReports: true })
      .where(eq(organisations.id, orgId));
    const res = await send(t.app, tok.admin, orgId, 'PATCH', `/api/formsubmission/${incident.id}`, {
      status: 'Archived',
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.reference, incident.reference));
    expect(rows.filter((r) => r.orgId === orgId).every((r) => r.status === 'Archived')).toBe(true);
  });
});
