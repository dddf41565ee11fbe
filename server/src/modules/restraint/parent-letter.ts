import type { ParentLetterBody, RestraintFollowup } from 'shared-api/schemas';
import { badRequest } from '../../platform/errors';
import { shareDocument } from '../shares/share';
import type { RequestContext } from '../../platform/request-context';
import { namesOf, standingOf } from './access';
import { restraintNow } from './clock';
import { keyContactsOf } from './detail';
import { queueLetter, reserveFile } from './documents';
import { followupAnswer, recordFor } from './followups';
import { letterText } from './letter';
import { saveParentReport } from './parent-report';

/** GET /api/restraint/{reference}/parent-letter: the pre-filled letter, to edit before sending. */
export async function parentLetter(
  ctx: RequestContext,
  reference: number,
): Promise<{ text: string }> {
  const standing = await standingOf(ctx);
  const record = await recordFor(ctx, standing, reference);
  const names = await namesOf(ctx, [record.subjectId, ctx.userId]);
  const me = names.get(ctx.userId);
  return {
    text: letterText(record, {
      childFirstName: names.get(record.subjectId)?.firstName ?? '',
      organisationName: standing.org.name,
      signedBy: me ? `${me.firstName} ${me.lastName}`.trim() : '',
      contacts: await keyContactsOf(ctx, record.subjectId),
    }),
  };
}

/**
 * POST /api/restraint/{reference}/parent-letter: queues the letter's PDF; with recipients (key
 * contacts of the child with an e-mail address) each gets a document link to it (shareDocument)
 * and it is recorded as a parent report (told by e-mail, now, by the caller). Print only records nothing: the parent report is
 * recorded when the printed letter is handed over or posted (method letter).
 */
export async function sendParentLetter(
  ctx: RequestContext,
  reference: number,
  body: ParentLetterBody,
): Promise<{ fileId: number; recipients: string[]; parentReport: RestraintFollowup | null }> {
  const standing = await standingOf(ctx);
  const record = await recordFor(ctx, standing, reference, true);
  const text = body.text.trim();
  if (!text) throw badRequest('text: is required');
  const contacts = await keyContactsOf(ctx, record.subjectId);
  const chosen = new Map<string, (typeof contacts)[number]>();
  for (const email of body.recipients) {
    const contact = contacts.find((c) => c.email.toLowerCase() === email.trim().toLowerCase());
    if (!contact)
      throw badRequest(`recipients: ${email} is not a key contact of this service user`);
    chosen.set(contact.email.toLowerCase(), contact);
  }
  if (chosen.size === 0 && !body.print) {
    throw badRequest('recipients: choose at least one key contact, or print the letter');
  }
  const fileId = await reserveFile(
    ctx,
    'parentLetter',
    `letter-besmart-${record.reference}.pdf`,
    record.reference,
  );
  await queueLetter(ctx.tx, ctx.orgId, {
    fileId,
    organisationName: standing.org.name,
    reference: record.reference,
    text,
  });
  let parentReport: RestraintFollowup | null = null;
  if (chosen.size > 0) {
    const recipients = [...chosen.values()];
    // Each recipient gets a link of their own (modules/shares: a code to their address, expiry,
    // openings logged, revocable); the mail carries nothing about the child.
    await shareDocument(
      { tx: ctx.tx, orgId: ctx.orgId, userId: ctx.userId, config: ctx.config },
      {
        kind: 'parentLetter',
        fileId,
        recipients: recipients.map((c) => ({
          email: c.email,
          name: `${c.firstName} ${c.lastName}`.trim(),
        })),
      },
    );
    const row = await saveParentReport(ctx, record, {
      outcome: 'told',
      toldAt: restraintNow().toISOString(),
      method: 'email',
      toldBy: ctx.userId,
      toldTo: recipients.map((c) => `${c.firstName} ${c.lastName}`.trim() || c.email).join(', '),
      letterFileId: fileId,
    });
    parentReport = await followupAnswer(ctx, row);
  }
  return { fileId, recipients: [...chosen.values()].map((c) => c.email), parentReport };
}
