import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { ContentItem, ContentType } from 'shared-api/schemas';
import type { Tx } from '../../db/client';
import { contentItems, files } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import { badRequest, forbidden, httpError, notFound } from '../../platform/errors';
import {
  shapedPage,
  idListCondition,
  idListShape,
  type IdListShape,
} from '../../platform/list-page';
import {
  idList,
  parseFields,
  parseLimit,
  parseSort,
  parseWhere,
  pick,
  type ListParams,
  type SortTerm,
  type WhereKind,
} from '../../platform/list-query';
import { extensionOf, isMediaType, mediaProblem } from './media';
import { hasPermission, type HasMembership } from '../../platform/permissions';
import type { RequestContext } from '../../platform/request-context';

export const CONTENT_FIELDS = [
  'id',
  'title',
  'type',
  'parent',
  'body',
  'fileUrl',
  'createdAt',
] as const;
const CONTENT_WHERE = { id: 'ids', parent: 'id', type: 'string' } as const satisfies Record<
  string,
  WhereKind
>;
const CONTENT_SORT = ['id', 'title', 'type', 'parent', 'createdAt'] as const;

const COLUMNS = {
  id: contentItems.id,
  title: contentItems.title,
  type: contentItems.type,
  parent: contentItems.parent,
  body: contentItems.body,
  fileId: contentItems.fileId,
  createdAt: contentItems.createdAt,
};

type Row = {
  id: number;
  title: string;
  type: ContentType;
  parent: number | null;
  body: string;
  fileId: number | null;
  createdAt: Date;
};

function toItem(row: Row): ContentItem {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    parent: row.parent,
    body: row.body,
    fileUrl: row.fileId === null ? null : `/api/file/${row.fileId}`,
    createdAt: row.createdAt.toISOString(),
  };
}

// `false` is written into the text: a shaped list takes values only as placeholders.
const live = (orgId: number | Placeholder): SQL =>
  and(eq(contentItems.orgId, orgId), eq(contentItems.deleted, sql`false`)) as SQL;

/** What the text of a content list query depends on; every value is a placeholder. */
interface ContentListShape {
  /** `where.id`: an empty list matches nothing. */
  whereId: IdListShape;
  parent: boolean;
  type: boolean;
  sort: SortTerm<(typeof CONTENT_SORT)[number]>[];
}

type ContentListValues = {
  orgId: number;
  limit: number;
  ids: number[] | undefined;
  parent: number | undefined;
  type: ContentType | undefined;
};

const value = (name: keyof ContentListValues) => sql.placeholder(name);

function contentListQuery(shape: ContentListShape) {
  const conditions: (SQL | undefined)[] = [live(value('orgId'))];
  conditions.push(idListCondition(shape.whereId, contentItems.id, value('ids')));
  if (shape.parent) conditions.push(eq(contentItems.parent, value('parent')));
  if (shape.type) conditions.push(eq(contentItems.type, value('type')));
  return {
    table: contentItems,
    columns: COLUMNS,
    condition: and(...conditions),
    sort: shape.sort,
    tiebreak: contentItems.id,
    limit: value('limit'),
  };
}

const contentListPage = shapedPage(contentListQuery);

function contentListPlan(
  orgId: number,
  params: ListParams,
): { shape: ContentListShape; values: ContentListValues } {
  const where = parseWhere(params.where, CONTENT_WHERE);
  const sort = parseSort(params.sort, CONTENT_SORT);
  const limit = parseLimit(params.limit, 1000);
  const ids = where.id === undefined ? undefined : idList(where.id);
  return {
    shape: {
      whereId: idListShape(ids),
      parent: where.parent !== undefined,
      type: where.type !== undefined,
      sort,
    },
    values: {
      orgId,
      limit,
      ids,
      parent: where.parent as number | undefined,
      type: where.type as ContentType | undefined,
    },
  };
}

/** The organisation's non-deleted items; where {id, parent, type}. */
export async function listContent(ctx: RequestContext, params: ListParams) {
  const fields = parseFields(params.fields, CONTENT_FIELDS);
  const { shape, values } = contentListPlan(ctx.orgId, params);
  const { rows, total } = await contentListPage(ctx.tx, shape, values);
  return { data: rows.map((row) => pick(toItem(row), fields)), total };
}

async function findRow(tx: Tx, orgId: number, id: number): Promise<Row> {
  const [row] = await tx
    .select(COLUMNS)
    .from(contentItems)
    .where(and(live(orgId), eq(contentItems.id, id)));
  if (!row) throw notFound('Content item not found');
  return row;
}

export async function getContent(ctx: RequestContext, id: number): Promise<ContentItem> {
  const { tx, orgId } = ctx;
  return toItem(await findRow(tx, orgId, id));
}

export function assertMayWriteContent(who: HasMembership): void {
  if (!hasPermission(who, 'serviceSetupManage')) {
    throw forbidden('You do not have permission to change content');
  }
}

/** parent must be a live Category of the organisation, and not the item or one of its own items. */
async function checkParent(tx: Tx, orgId: number, parent: number, itemId: number | null) {
  const rows = await tx
    .select({ id: contentItems.id, type: contentItems.type, parent: contentItems.parent })
    .from(contentItems)
    .where(live(orgId));
  const byId = new Map(rows.map((r) => [r.id, r]));
  if (byId.get(parent)?.type !== 'Category') {
    throw badRequest('parent: must be a category of this organisation');
  }
  for (let p: number | null = parent, steps = 0; p !== null && steps <= rows.length; steps += 1) {
    if (p === itemId) {
      throw badRequest('parent: an item cannot be filed under itself or one of its own items');
    }
    p = byId.get(p)?.parent ?? null;
  }
}

const title = (raw: string) => {
  const t = raw.trim();
  if (t === '') throw badRequest('title: is required');
  return t;
};

export interface ContentInput {
  title?: string;
  type?: ContentType;
  parent?: number | null;
  body?: string;
}

export async function createContent(
  ctx: RequestContext,
  input: Required<Pick<ContentInput, 'title' | 'type'>> & ContentInput,
): Promise<ContentItem> {
  const { tx } = ctx;
  const orgId = ctx.orgId;
  const values = {
    orgId,
    title: title(input.title),
    type: input.type,
    parent: input.parent ?? null,
    body: input.body ?? '',
    createdBy: ctx.userId,
  };
  if (values.parent !== null) await checkParent(tx, orgId, values.parent, null);
  const [row] = await tx.insert(contentItems).values(values).returning(COLUMNS);
  await audit(tx, ctx, {
    action: 'create',
    entity: 'content_item',
    entityId: row!.id,
    after: row,
  });
  return toItem(row!);
}

async function hasChildren(tx: Tx, orgId: number, id: number): Promise<boolean> {
  const [child] = await tx
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(live(orgId), eq(contentItems.parent, id)))
    .limit(1);
  return Boolean(child);
}

export async function updateContent(
  ctx: RequestContext,
  id: number,
  input: ContentInput,
): Promise<ContentItem> {
  const { tx } = ctx;
  const orgId = ctx.orgId;
  const before = await findRow(tx, orgId, id);
  const next = {
    title: input.title === undefined ? before.title : title(input.title),
    type: input.type ?? before.type,
    parent: input.parent === undefined ? before.parent : input.parent,
    body: input.body ?? before.body,
  };
  if (next.type !== before.type) {
    if (before.fileId !== null) {
      throw badRequest('type: cannot change the type of an item with an uploaded file');
    }
    if (before.type === 'Category' && (await hasChildren(tx, orgId, id))) {
      throw badRequest('type: a category that holds items must stay a category');
    }
  }
  if (next.parent !== null && next.parent !== before.parent) {
    await checkParent(tx, orgId, next.parent, id);
  }
  const [row] = await tx
    .update(contentItems)
    .set({ ...next, updatedAt: new Date() })
    .where(and(live(orgId), eq(contentItems.id, id)))
    .returning(COLUMNS);
  await audit(tx, ctx, {
    action: 'update',
    entity: 'content_item',
    entityId: id,
    before,
    after: row,
  });
  return toItem(row!);
}

export async function deleteContent(ctx: RequestContext, id: number): Promise<void> {
  const { tx } = ctx;
  const orgId = ctx.orgId;
  const before = await findRow(tx, orgId, id);
  if (await hasChildren(tx, orgId, id)) {
    throw httpError(409, 'This category still holds items. Delete or move them first.');
  }
  await tx
    .update(contentItems)
    .set({ deleted: true, updatedAt: new Date() })
    .where(and(live(orgId), eq(contentItems.id, id)));
  await audit(tx, ctx, {
    action: 'delete',
    entity: 'content_item',
    entityId: id,
    before,
    after: { ...before, deleted: true },
  });
}

/** Stores the media in `files` and links it; a replaced file is kept, marked deleted. */
export async function attachFile(
  ctx: RequestContext,
  id: number,
  upload: { mime: string; body: Buffer; name?: string },
): Promise<{ fileUrl: string }> {
  const { tx } = ctx;
  const orgId = ctx.orgId;
  const item = await findRow(tx, orgId, id);
  if (!isMediaType(item.type)) {
    throw badRequest(`type: ${item.type} items do not take a file (Audio, Image, PDF or Video do)`);
  }
  const problem = mediaProblem(item.type, upload.mime, upload.body);
  if (problem) throw badRequest(problem);
  const name = upload.name ?? `${item.title}.${extensionOf(upload.mime)}`;
  const [file] = await tx
    .insert(files)
    .values({
      orgId,
      name,
      mimeType: upload.mime,
      size: upload.body.length,
      content: upload.body,
      createdBy: ctx.userId,
    })
    .returning({ id: files.id });
  if (item.fileId !== null) {
    await tx
      .update(files)
      .set({ deleted: true })
      .where(and(eq(files.orgId, orgId), eq(files.id, item.fileId)));
  }
  await tx
    .update(contentItems)
    .set({ fileId: file!.id, updatedAt: new Date() })
    .where(and(live(orgId), eq(contentItems.id, id)));
  await audit(tx, ctx, {
    action: 'upload',
    entity: 'content_item',
    entityId: id,
    before: { fileId: item.fileId },
    after: { fileId: file!.id, name, mimeType: upload.mime, size: upload.body.length },
  });
  return { fileUrl: `/api/file/${file!.id}` };
}
