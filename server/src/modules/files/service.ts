import { and, eq, sql } from 'drizzle-orm';
import { files } from '../../db/schema/index';
import { notFound } from '../../platform/errors';
import type { RequestContext } from '../../platform/request-context';
import { submissionVisibleTo, viewerFor } from '../../platform/visibility';
import { restraintFileReadable } from '../restraint/documents';

export const FILE_NOT_FOUND = 'File not found';

export interface StoredFile {
  name: string;
  mimeType: string;
  content: Buffer;
}

/**
 * A stored file of the organisation that the viewer may open: the PDF of a submission they can
 * see, or the media of a content item that is not deleted. Anything else answers 404 alike.
 */
export async function readPermittedFile(ctx: RequestContext, id: number): Promise<StoredFile> {
  const { tx } = ctx;
  const viewer = await viewerFor(ctx);
  const [file] = await tx
    .select({ name: files.name, mimeType: files.mimeType, content: files.content })
    .from(files)
    .where(
      and(
        eq(files.id, id),
        eq(files.orgId, viewer.orgId),
        eq(files.deleted, false),
        sql`(
          exists (select 1 from form_submissions fs
            where fs.pdf_file_id = ${files.id} and fs.org_id = ${viewer.orgId}
              and ${submissionVisibleTo(viewer, 'fs')})
          or exists (select 1 from content_items ci
            where ci.file_id = ${files.id} and ci.org_id = ${viewer.orgId} and ci.deleted = false)
          or ${restraintFileReadable(viewer, viewer.isSafeguardingLead || Boolean(ctx.membership?.isAdmin))}
        )`,
      ),
    )
    .limit(1);
  if (!file) throw notFound(FILE_NOT_FOUND);
  return file;
}

/** Types a browser shows without running anything from them (SVG and HTML can carry scripts). */
export function isInlineSafe(mimeType: string): boolean {
  const type = mimeType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/pdf') return true;
  if (type === 'image/svg+xml') return false;
  return /^(image|audio|video)\/[a-z0-9.+-]+$/.test(type);
}

/**
 * Headers of a file answer: its own type when safe to show inline, otherwise a download of
 * octet-stream; the name is reduced to safe text so it cannot break out of its header.
 */
export function fileHeaders(file: Pick<StoredFile, 'name' | 'mimeType'>) {
  const safeName = file.name.replace(/[^A-Za-z0-9._ -]/g, '_').slice(0, 150) || 'file';
  const inline = isInlineSafe(file.mimeType);
  return {
    'content-type': inline ? file.mimeType : 'application/octet-stream',
    'content-disposition': `${inline ? 'inline' : 'attachment'}; filename="${safeName}"`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
  };
}
