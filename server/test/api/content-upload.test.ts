import { eq } from 'drizzle-orm';
import { contentItems, files } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { makeOrg, type OrgFixture } from './fixtures';
import { MEDIA_SAMPLES, makeContent, setupState } from './fixtures-setup';
import { orgWithAdminAndStandard } from './signed-in';

describe('content media upload', () => {
  let t: TestApp;
  let org: OrgFixture;
  let token: string;
  let standardToken: string;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    ({ org, token, standardToken } = await orgWithAdminAndStandard(t));
  });
  afterAll(() => t.close());

  const upload = (
    id: number,
    type: string | undefined,
    payload: Buffer | string,
    opts: { tok?: string; orgId?: number; name?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/content/${id}/file`,
      query: { orgId: String(opts.orgId ?? org.orgId), ...(opts.name ? { name: opts.name } : {}) },
      headers: {
        authorization: `Bearer ${opts.tok ?? token}`,
        ...(type ? { 'content-type': type } : {}),
      },
      payload,
    });

  it.each([
    ['Image', 'image/png', MEDIA_SAMPLES.png, 'png'],
    ['Image', 'image/jpeg', MEDIA_SAMPLES.jpeg, 'jpg'],
    ['PDF', 'application/pdf', MEDIA_SAMPLES.pdf, 'pdf'],
    ['Audio', 'audio/mpeg', MEDIA_SAMPLES.mp3, 'mp3'],
    ['Video', 'video/mp4', MEDIA_SAMPLES.mp4, 'mp4'],
  ] as const)(
    'stores a %s (%s) in files and links it to the item',
    async (type, mime, bytes, ext) => {
      const id = await makeContent(t.db, org, { title: `My ${type}`, type });
      const res = await upload(id, mime, bytes);
      expect(res.statusCode).toBe(200);
      const { fileUrl } = res.json().data as { fileUrl: string };
      const fileId = Number(/^\/api\/file\/(\d+)$/.exec(fileUrl)![1]);
      const [file] = await t.db.select().from(files).where(eq(files.id, fileId));
      expect(file).toMatchObject({
        orgId: org.orgId,
        mimeType: mime,
        size: bytes.length,
        name: `My ${type}.${ext}`,
        deleted: false,
      });
      expect(Buffer.compare(file!.content, bytes)).toBe(0);
      const [item] = await t.db.select().from(contentItems).where(eq(contentItems.id, id));
      expect(item!.fileId).toBe(fileId);
    },
  );

  it('serves the uploaded media through GET /api/file/{id} until the item is deleted', async () => {
    const id = await makeContent(t.db, org, { title: 'Served', type: 'Image' });
    const { fileUrl } = (await upload(id, 'image/png', MEDIA_SAMPLES.png)).json().data;
    const get = () =>
      t.app.inject({
        method: 'GET',
        url: fileUrl,
        query: { orgId: String(org.orgId) },
        headers: { authorization: `Bearer ${standardToken}` },
      });
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(res.rawPayload, MEDIA_SAMPLES.png)).toBe(0);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/content/${id}`,
      query: { orgId: String(org.orgId) },
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await get()).statusCode).toBe(404);
  });

  it('keeps a replaced file, marked deleted, and uses the given file name', async () => {
    const id = await makeContent(t.db, org, { title: 'Poster', type: 'Image' });
    const first = (await upload(id, 'image/png', MEDIA_SAMPLES.png)).json().data.fileUrl as string;
    const second = await upload(id, 'image/jpeg', MEDIA_SAMPLES.jpeg, { name: 'poster-v2.jpg' });
    expect(second.statusCode).toBe(200);
    const [old] = await t.db
      .select()
      .from(files)
      .where(eq(files.id, Number(first.split('/').pop())));
    expect(old!.deleted).toBe(true);
    const [now] = await t.db
      .select()
      .from(files)
      .where(eq(files.id, Number(second.json().data.fileUrl.split('/').pop())));
    expect(now!.name).toBe('poster-v2.jpg');
  });

  it.each([
    [
      'Image',
      'application/pdf',
      MEDIA_SAMPLES.pdf,
      "Content-Type: 'application/pdf' is not accepted for Image items (image/png, image/jpeg, image/gif, image/webp)",
    ],
    [
      'Image',
      'image/svg+xml',
      Buffer.from('<svg/>'),
      "Content-Type: 'image/svg+xml' is not accepted for Image items (image/png, image/jpeg, image/gif, image/webp)",
    ],
    ['Image', 'image/png', MEDIA_SAMPLES.jpeg, 'file: the content is not of type image/png'],
    [
      'PDF',
      'application/pdf',
      MEDIA_SAMPLES.text,
      'file: the content is not of type application/pdf',
    ],
    ['Video', 'video/mp4', MEDIA_SAMPLES.png, 'file: the content is not of type video/mp4'],
    ['Audio', 'audio/mpeg', Buffer.alloc(0), 'file: is empty'],
    [
      'Category',
      'image/png',
      MEDIA_SAMPLES.png,
      'type: Category items do not take a file (Audio, Image, PDF or Video do)',
    ],
    [
      'Article',
      'image/png',
      MEDIA_SAMPLES.png,
      'type: Article items do not take a file (Audio, Image, PDF or Video do)',
    ],
    ['Image', 'text/plain', 'hello', "Content-Type: 'text/plain' is not a media type"],
    [
      'Image',
      'application/json',
      '{"a":1}',
      "Content-Type: 'application/json' is not a media type",
    ],
  ] as const)(
    'refuses a %s upload as %s (400, nothing written)',
    async (type, mime, payload, error) => {
      const id = await makeContent(t.db, org, { title: 'Target', type });
      const before = await setupState(t.db);
      const res = await upload(id, mime, payload);
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 400,
        body: { error },
      });
      expect(await setupState(t.db)).toEqual(before);
    },
  );

  it('refuses uploads over 20 MB', async () => {
    const id = await makeContent(t.db, org, { title: 'Huge', type: 'Video' });
    const res = await upload(
      id,
      'video/mp4',
      Buffer.concat([MEDIA_SAMPLES.mp4, Buffer.alloc(20 * 1024 * 1024)]),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual(expect.any(String));
  });

  it("needs serviceSetupManage, and membership of the organisation; another org's item is 404", async () => {
    const id = await makeContent(t.db, org, { title: 'Guarded', type: 'Image' });
    const other = await makeOrg(t.db);
    const foreign = await makeContent(t.db, other, { title: 'Foreign', type: 'Image' });
    const before = await setupState(t.db);
    const restricted = await upload(id, 'image/png', MEDIA_SAMPLES.png, { tok: standardToken });
    expect({ status: restricted.statusCode, body: restricted.json() }).toEqual({
      status: 403,
      body: { error: 'You do not have permission to change content' },
    });
    const wrongOrg = await upload(foreign, 'image/png', MEDIA_SAMPLES.png, { orgId: other.orgId });
    expect(wrongOrg.statusCode).toBe(403);
    const notOurs = await upload(foreign, 'image/png', MEDIA_SAMPLES.png);
    expect({ status: notOurs.statusCode, body: notOurs.json() }).toEqual({
      status: 404,
      body: { error: 'Content item not found' },
    });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/content/${id}/file?orgId=${org.orgId}`,
      headers: { 'content-type': 'image/png' },
      payload: MEDIA_SAMPLES.png,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await setupState(t.db)).toEqual(before);
  });
});
