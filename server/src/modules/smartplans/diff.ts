import type { PlanDiff, PlanListChange } from 'shared-api/schemas';
import { badRequest } from '../../platform/errors';
import type { RequestContext } from '../../platform/request-context';
import { viewerFor } from '../../platform/visibility';
import { loadVisible } from '../formsubmissions/access';
import { isListKey, listOf } from './answers';
import { requireBuilder } from './gate';
import { answersOf, PLAN_TYPE } from './queries';

/** List answers compared item by item (by text, ignoring case): added, removed, (un)ticked. */
export function compareLists(before: string, after: string): PlanListChange {
  const items = (text: string) => {
    const list = listOf(text);
    const out = new Map<string, { value: string; checked: boolean }>();
    for (const item of [...list.original, ...list.extra]) {
      const key = item.value.toLowerCase();
      if (!out.has(key)) out.set(key, item);
    }
    return out;
  };
  const a = items(before);
  const b = items(after);
  const change: PlanListChange = { added: [], removed: [], checked: [], unchecked: [] };
  for (const [key, item] of b) {
    const was = a.get(key);
    if (!was) change.added.push(item.value);
    else if (was.checked !== item.checked)
      change[item.checked ? 'checked' : 'unchecked'].push(item.value);
  }
  for (const [key, item] of a) if (!b.has(key)) change.removed.push(item.value);
  return change;
}

/** What changed from answers `a` to answers `b` (keys sorted). */
export function diffAnswers(
  a: ReadonlyMap<string, string>,
  b: ReadonlyMap<string, string>,
): Omit<PlanDiff, 'from' | 'to'> {
  const out: Omit<PlanDiff, 'from' | 'to'> = { added: [], removed: [], changed: [] };
  const keys = [...new Set([...a.keys(), ...b.keys()])].sort();
  for (const key of keys) {
    const before = a.get(key);
    const after = b.get(key);
    if (before === undefined) out.added.push({ key, value: after! });
    else if (after === undefined) out.removed.push({ key, value: before });
    else if (before !== after) {
      const items = isListKey(key) ? compareLists(before, after) : null;
      const same =
        items &&
        items.added.length +
          items.removed.length +
          items.checked.length +
          items.unchecked.length ===
          0;
      if (!same) out.changed.push({ key, before, after, items });
    }
  }
  return out;
}

/** GET /api/smartplan/diff: two visible versions of plans about the same person (the Builder). */
export async function planDiff(
  ctx: RequestContext,
  input: { from: number; to: number },
): Promise<PlanDiff> {
  await requireBuilder(ctx);
  const { tx } = ctx;
  const { from, to } = input;
  const viewer = await viewerFor(ctx);
  const a = await loadVisible(tx, viewer, from);
  const b = await loadVisible(tx, viewer, to);
  if (a.type !== PLAN_TYPE) throw badRequest(`from: submission ${from} is not a Smart Plan`);
  if (b.type !== PLAN_TYPE) throw badRequest(`to: submission ${to} is not a Smart Plan`);
  if (a.subjectId !== b.subjectId) {
    throw badRequest('to: the two plans are about different service users');
  }
  const [before, after] = await Promise.all([
    answersOf(tx, viewer.orgId, a.id),
    answersOf(tx, viewer.orgId, b.id),
  ]);
  return { from, to, ...diffAnswers(before, after) };
}
