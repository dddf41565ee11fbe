import type { ClickerFacts, Counted, Digest, IncidentFacts, LogFacts } from '../facts';

const LEVELS = ['low', 'medium', 'high', 'recovery'] as const;
const LEVEL_PREFIX = {
  low: 'lowLevel',
  medium: 'mediumLevel',
  high: 'highLevel',
  recovery: 'recovery',
};

function yes(value: string | undefined): boolean {
  return /^(yes|true|1)$/i.test((value ?? '').trim());
}

/** Counts texts, grouping case and spacing variants, shown as first written; most common first. */
export class Tally {
  private readonly counts = new Map<string, { shown: string; n: number }>();
  add(text: string | undefined | null, n = 1) {
    const shown = (text ?? '').replace(/\s+/g, ' ').trim();
    if (!shown || /^(n\/a|none|no|-|null)$/i.test(shown)) return;
    const key = shown.toLowerCase();
    const entry = this.counts.get(key);
    if (entry) entry.n += n;
    else this.counts.set(key, { shown, n });
  }
  top(limit = 10): Counted {
    return [...this.counts.values()]
      .sort((a, b) => b.n - a.n || a.shown.localeCompare(b.shown))
      .slice(0, limit)
      .map((e) => [e.shown, e.n]);
  }
}

/** One answer that may list several items (comma/semicolon/newline separated, or a JSON list). */
export function items(value: string | undefined): string[] {
  const text = (value ?? '').trim();
  if (!text) return [];
  if (text.startsWith('[')) {
    try {
      const list = JSON.parse(text) as unknown;
      if (Array.isArray(list)) {
        return list.flatMap((x) =>
          typeof x === 'string'
            ? [x]
            : typeof x === 'object' && x && 'value' in x && typeof x.value === 'string'
              ? [x.value]
              : [],
        );
      }
    } catch {
      // plain text
    }
  }
  return text
    .split(/[;\n]|,(?!\d)/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Technique ratings of one answer (JSON list of {key, value 1-10 or n/a}). */
export function ratings(value: string | undefined): { name: string; rating: number }[] {
  try {
    const list = JSON.parse(value ?? '') as unknown;
    if (!Array.isArray(list)) return [];
    return list.flatMap((x: unknown) => {
      if (typeof x !== 'object' || x === null) return [];
      const { key, value: v } = x as { key?: unknown; value?: unknown };
      const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
      if (typeof key !== 'string' || !/^(10|[1-9])$/.test(text)) return [];
      return [{ name: key, rating: Number(text) }];
    });
  } catch {
    return [];
  }
}

/** The incident's date (dateOfIncident, else the day it was written), YYYY-MM-DD. */
export function incidentDate(f: IncidentFacts): string {
  const d = (f.answers.dateOfIncident ?? '').trim();
  return /^\d{4}-\d{2}-\d{2}/.test(d) ? d.slice(0, 10) : f.createdAt.slice(0, 10);
}

export function incidentHour(f: IncidentFacts): number | null {
  const m = /^(\d{1,2}):\d{2}/.exec((f.answers.timeOfIncident ?? '').trim());
  if (!m) return null;
  const h = Number(m[1]);
  return h >= 0 && h < 24 ? h : null;
}

function rank(sums: Map<string, { total: number; count: number }>) {
  return [...sums]
    .map(([name, { total, count }]) => ({
      name,
      average: Math.round((total / count) * 10) / 10,
      count,
    }))
    .sort((a, b) => b.average - a.average || b.count - a.count || a.name.localeCompare(b.name));
}

/** Aggregates of incidents, logs and clickers (what the student and service answers draw on). */
export function buildDigest(
  incidents: readonly IncidentFacts[],
  logs: readonly LogFacts[],
  clickers: readonly ClickerFacts[],
): Digest {
  const byMonth = new Map<string, number>();
  const byWeekday = Array<number>(7).fill(0);
  const byHour = Array<number>(24).fill(0);
  const locations = new Tally();
  const triggers = new Tally();
  const adjustments = new Tally();
  const tallies = {
    behaviours: Object.fromEntries(LEVELS.map((l) => [l, new Tally()])),
    responses: Object.fromEntries(LEVELS.map((l) => [l, new Tally()])),
    strategies: Object.fromEntries(LEVELS.map((l) => [l, new Tally()])),
  } as Record<'behaviours' | 'responses' | 'strategies', Record<(typeof LEVELS)[number], Tally>>;
  const technique = { deescalation: new Map(), physical: new Map() } as Record<
    'deescalation' | 'physical',
    Map<string, { total: number; count: number }>
  >;
  const children = new Set<string>();
  const levels = { lowlevel: 0, highlevel: 0 };
  const plan = { followed: 0, notFollowed: 0 };
  let physical = 0;
  let restrictive = 0;
  let injuries = 0;
  let from: string | null = null;
  let to: string | null = null;
  for (const f of incidents) {
    const a = f.answers;
    const date = incidentDate(f);
    if (!from || date < from) from = date;
    if (!to || date > to) to = date;
    byMonth.set(date.slice(0, 7), (byMonth.get(date.slice(0, 7)) ?? 0) + 1);
    byWeekday[new Date(`${date}T12:00:00Z`).getUTCDay()]! += 1;
    const hour = incidentHour(f);
    if (hour !== null) byHour[hour]! += 1;
    locations.add(a.location);
    for (const t of items(a.likelyTriggers)) triggers.add(t);
    for (const t of items(a.adjustments)) adjustments.add(t);
    for (const level of LEVELS) {
      const p = LEVEL_PREFIX[level];
      tallies.behaviours[level].add(
        level === 'recovery' ? a.recoveryBehaviour : a[`${p}Behaviour`],
      );
      tallies.responses[level].add(a[`${p}Response`]);
      tallies.strategies[level].add(a[`${p}Strategy`]);
    }
    if (f.subType === 'highlevel') levels.highlevel += 1;
    else levels.lowlevel += 1;
    if (/^yes/i.test(a.followPlanQuestion ?? '')) plan.followed += 1;
    else if (/^no/i.test(a.followPlanQuestion ?? '')) plan.notFollowed += 1;
    if (yes(a.physicalInterventionUsed)) physical += 1;
    if (yes(a.restrictedPhysicalInterventionUsed)) restrictive += 1;
    if (yes(a.medicalInterventionRequired)) injuries += 1;
    children.add(f.child);
    for (const [key, kind] of [
      ['deescalationTechniques', 'deescalation'],
      ['physicalTechniques', 'physical'],
    ] as const) {
      for (const r of ratings(a[key])) {
        const e = technique[kind].get(r.name) ?? { total: 0, count: 0 };
        e.total += r.rating;
        e.count += 1;
        technique[kind].set(r.name, e);
      }
    }
  }
  const logKinds = new Tally();
  for (const l of logs) logKinds.add(l.kind || 'N/A');
  const clickerBehaviours = new Tally();
  for (const c of clickers) clickerBehaviours.add(c.behaviour);
  const top = (group: Record<(typeof LEVELS)[number], Tally>) =>
    Object.fromEntries(LEVELS.map((l) => [l, group[l].top(5)])) as Digest['behaviours'];
  return {
    incidents: incidents.length,
    logs: logs.length,
    clickers: clickers.length,
    children: children.size,
    from,
    to,
    byMonth: [...byMonth].sort((x, y) => x[0].localeCompare(y[0])),
    byWeekday,
    byHour,
    locations: locations.top(),
    triggers: triggers.top(),
    behaviours: top(tallies.behaviours),
    responses: top(tallies.responses),
    strategies: top(tallies.strategies),
    adjustments: adjustments.top(),
    levels,
    techniques: { deescalation: rank(technique.deescalation), physical: rank(technique.physical) },
    plan,
    physical,
    restrictive,
    injuries,
    logKinds: logKinds.top(),
    clickerBehaviours: clickerBehaviours.top(),
  };
}
