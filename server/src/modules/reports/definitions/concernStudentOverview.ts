import { ConcernStudentOverview } from 'shared-api/schemas';
import { logAggregate } from '../analytics/logAggregate';
import { defineReport } from '../registry';

/** Log Report per-student summary (spec 3 §2.5): safeguarding leads only. */
export default defineReport({
  name: 'concernStudentOverview',
  description:
    'Log Report: per service user, Positive, Negative and N/A logs matching the criteria (safeguarding leads only)',
  schema: ConcernStudentOverview,
  run: async (ctx) =>
    (await logAggregate(ctx, 'concern')).students.map((student) => ({
      userId: student.userId,
      name: student.name,
      positive: student.byType.get('positive')?.count ?? 0,
      negative: student.byType.get('negative')?.count ?? 0,
      na: student.byType.get('n/a')?.count ?? 0,
      total: student.total,
    })),
});
