import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { formSubmissions, restraintFollowups } from '../db/schema/index';
import { localDay } from '../modules/restraint/clock';
import { loadRecords } from '../modules/restraint/records';

const HOUR = 3600_000;

/**
 * Follow-ups of the demo restraint records (issue 13), so the oversight screen has something to
 * show: the most recent record has its parents told and the debrief done but no sign-off
 * (overdue), the next one withheld from the parents (the local authority told) and complete, and
 * every older one complete on time.
 */
export async function seedRestraintFollowups(
  tx: Tx,
  orgId: number,
  people: { signer: number; staff: number },
): Promise<void> {
  const records = (await loadRecords(tx, { orgId, settingType: 'school' })).sort(
    (a, b) => b.incidentAt.getTime() - a.incidentAt.getTime(),
  );
  for (const [k, r] of records.entries()) {
    const at = (hours: number) => new Date(r.incidentAt.getTime() + hours * HOUR);
    const rows: (typeof restraintFollowups.$inferInsert)[] = [];
    const add = (
      kind: 'parentReport' | 'signOff' | 'debrief',
      when: Date,
      by: number,
      data: Record<string, unknown>,
    ) =>
      rows.push({
        orgId,
        reference: r.reference,
        submissionId: r.submissionId,
        kind,
        data,
        createdBy: by,
        createdAt: when,
      });
    if (k === 1) {
      add('parentReport', at(5), people.signer, {
        outcome: 'withheld',
        reason: 'Telling the parent would be likely to put the child at risk of significant harm.',
        localAuthorityToldOn: localDay(r.incidentAt),
      });
    } else {
      add('parentReport', at(4), people.staff, {
        outcome: 'told',
        toldAt: at(3).toISOString(),
        method: k % 2 === 0 ? 'phone' : 'inPerson',
        toldBy: people.staff,
        toldTo: 'Parent (key contact)',
      });
    }
    if (k !== 0) {
      add('signOff', at(30), people.signer, {
        spokeWithStaffAt: at(26).toISOString(),
        conversationNote: 'Spoke with the staff involved; the record is accurate.',
        accurate: true,
        signedSubmissionId: r.submissionId,
        signedVersion: r.version,
      });
    }
    add('debrief', at(50), people.staff, {
      debriefAt: at(48).toISOString(),
      debriefBy: people.staff,
      childView: 'Understood why staff stepped in; would like a quiet space sooner next time.',
    });
    await tx.insert(restraintFollowups).values(rows);
    await tx
      .update(formSubmissions)
      .set({ parentsInformed: k !== 1 })
      .where(and(eq(formSubmissions.id, r.submissionId), eq(formSubmissions.orgId, orgId)));
  }
}
