import { ClickerStudentOverview } from 'shared-api/schemas';
import { logAggregate } from '../analytics/logAggregate';
import { defineReport } from '../registry';

/** Clicker Report per-student summary (spec 3 §2.5): safeguarding leads only. */
export default defineReport({
  name: 'clickerStudentOverview',
  description:
    'Clicker Report: per service user, clickers matching the criteria by behaviour (safeguarding leads only)',
  schema: ClickerStudentOverview,
  run: async (ctx) =>
    (await logAggregate(ctx, 'clicker')).students.map((student) => ({
      userId: student.userId,
      name: student.name,
      total: student.total,
      byType: [...student.byType.values()]
        .sort((a, b) => b.count - a.count || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0))
        .map((t) => ({ type: t.label, count: t.count })),
    })),
});
