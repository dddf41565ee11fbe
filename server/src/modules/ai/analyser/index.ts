import { format } from 'date-fns';
import { linearRegression } from 'simple-statistics';
import type { AiContext, Counted, Digest, IncidentFacts } from '../facts';
import { incidentDate, items, ratings } from './digest';

/**
 * The built-in analyser: answers every canned prompt from the organisation's records when no model
 * is configured. Every sentence states something the records hold (counts, trends, the most common
 * times, days, places and triggers, technique ratings, plan adherence, what the report says); a
 * record that lacks something is said to lack it. It reads the same pseudonymised facts the model
 * would get, so the same restoring puts the real names back.
 */
/** English day and month names (date-fns), by index: day 0 = Sunday, month 0 = January. */
const DAYS = Array.from({ length: 7 }, (_, i) => format(new Date(2023, 0, 1 + i), 'EEEE'));
const MONTHS = Array.from({ length: 12 }, (_, i) => format(new Date(2023, i, 1), 'MMMM'));

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const list = (xs: readonly string[]) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
const quoted = (c: Counted) => list(c.map(([t, n]) => `"${t}" (${n})`));
const ukDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${Number(d)} ${MONTHS[Number(m) - 1]} ${y}`;
};
const monthName = (ym: string) => `${MONTHS[Number(ym.slice(5, 7)) - 1]} ${ym.slice(0, 4)}`;
const techniqueName = (key: string) =>
  key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
const yes = (v: string | undefined) => /^(yes|true|1)$/i.test((v ?? '').trim());
const clean = (v: string | undefined) => (v ?? '').replace(/\s+/g, ' ').trim();
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const sentence = (s: string) => (/[.!?"]$/.test(s) ? s : `${s}.`);

function peak(values: readonly number[]): { index: number; n: number } | null {
  let best = -1;
  values.forEach((n, i) => {
    if (n > 0 && (best < 0 || n > values[best]!)) best = i;
  });
  return best < 0 ? null : { index: best, n: values[best]! };
}

// ---------------------------------------------------------------- one incident

function incidentLabel(f: IncidentFacts): string {
  const ref = f.reference !== null ? `besmart-${f.reference}` : `#${f.id}`;
  return `Incident ${ref}`;
}

function incidentOpening(f: IncidentFacts): string {
  const a = f.answers;
  const level = f.subType === 'highlevel' ? 'a high level' : 'a low level';
  const when = `on ${ukDate(incidentDate(f))}${clean(a.timeOfIncident) ? ` at ${clean(a.timeOfIncident)}` : ''}`;
  const where = clean(a.location) ? ` in ${clean(a.location)}` : '';
  return `${incidentLabel(f)} was ${level} incident involving ${f.child} ${when}${where}.`;
}

function levelLines(f: IncidentFacts, level: 'low' | 'medium' | 'high' | 'recovery'): string[] {
  const a = f.answers;
  const p = level === 'recovery' ? 'recovery' : `${level}Level`;
  const name = level === 'recovery' ? 'In recovery' : `At ${level} level`;
  const out: string[] = [];
  if (clean(a[`${p}Behaviour`]))
    out.push(`${name} the behaviour recorded was: ${clean(a[`${p}Behaviour`])}.`);
  if (clean(a[`${p}Response`])) out.push(`${name} staff responded: ${clean(a[`${p}Response`])}.`);
  if (clean(a[`${p}Strategy`]))
    out.push(`${name} the strategy used was: ${clean(a[`${p}Strategy`])}.`);
  return out.map(sentence);
}

function interventionLines(f: IncidentFacts): string[] {
  const a = f.answers;
  const out: string[] = [];
  if (yes(a.restrictedPhysicalInterventionUsed)) {
    const mins = clean(a.physicalInterventionDuration);
    out.push(
      `Restrictive physical intervention was used${mins ? ` for ${plural(Number(mins) || 0, 'minute')}` : ''}.`,
    );
  } else if (yes(a.physicalInterventionUsed)) {
    out.push('Physical intervention was used, and it is not recorded as restrictive.');
  } else {
    out.push('No physical intervention is recorded.');
  }
  if (yes(a.medicalInterventionRequired)) {
    const injury = clean(a.injury);
    const who = clean(a.injurySufferedBy);
    out.push(
      sentence(
        `An injury was recorded${who ? ` (suffered by: ${who})` : ''}${injury ? `: ${injury}` : ''}`,
      ),
    );
    if (clean(a.treatment)) out.push(sentence(`Treatment recorded: ${clean(a.treatment)}`));
  } else if (a.medicalInterventionRequired !== undefined) {
    out.push('Nobody was recorded as injured.');
  }
  return out;
}

function techniqueLines(f: IncidentFacts): string[] {
  const out: string[] = [];
  for (const [key, label] of [
    ['deescalationTechniques', 'De-escalation techniques'],
    ['physicalTechniques', 'Physical techniques'],
  ] as const) {
    const r = ratings(f.answers[key]).sort((x, y) => y.rating - x.rating);
    if (r.length)
      out.push(
        `${label} rated in this report: ${list(r.map((t) => `${techniqueName(t.name)} (${t.rating}/10)`))}.`,
      );
  }
  return out;
}

function planLine(f: IncidentFacts): string | null {
  const q = clean(f.answers.followPlanQuestion);
  if (!q) return null;
  const why = clean(f.answers.followPlanResponse);
  return /^yes/i.test(q)
    ? 'The report records that the plan in place was followed.'
    : sentence(
        `The report records that the plan in place was not followed${why ? `: ${why}` : ''}`,
      );
}

function functions(texts: readonly string[]): string[] {
  const cues: [string, RegExp][] = [
    [
      'escape or avoidance (of a task, demand or place)',
      /\b(work|task|demand|lesson|asked|instruction|transition|avoid|refus|leave|left the)\w*/i,
    ],
    [
      'attention (from adults or peers)',
      /\b(attention|peer|friend|adult|audience|laugh|teas|argu)\w*/i,
    ],
    [
      'sensory (noise, crowding or other sensory input)',
      /\b(noise|noisy|loud|crowd|busy|light|sensory|smell|touch|hungry|tired)\w*/i,
    ],
    [
      'tangible (getting an object or activity)',
      /\b(phone|toy|item|game|computer|ipad|tablet|wanted|take|took|object|turn)\w*/i,
    ],
  ];
  const out: string[] = [];
  for (const [fn, re] of cues) {
    const hits = texts.filter((t) => re.test(t));
    if (hits.length) {
      out.push(
        `A possible function is ${fn}: the records mention ${list(hits.slice(0, 3).map((h) => `"${h}"`))}.`,
      );
    }
  }
  if (!out.length && texts.length) {
    out.push(
      `The recorded triggers and behaviours (${list(texts.slice(0, 3).map((t) => `"${t}"`))}) do not point to escape, attention, sensory or tangible functions.`,
    );
  }
  if (!texts.length)
    out.push('No triggers or behaviours are recorded to judge the function of the behaviour from.');
  return out;
}

function letter(f: IncidentFacts, formal: boolean): string[] {
  const a = f.answers;
  const date = ukDate(incidentDate(f));
  const where = clean(a.location) ? ` in ${clean(a.location)}` : '';
  const out = [
    formal ? `Dear Parent or Carer of ${f.child},` : `Dear parent or carer of ${f.child},`,
  ];
  out.push(
    formal
      ? `I am writing to inform you of an incident involving ${f.child} on ${date}${clean(a.timeOfIncident) ? ` at ${clean(a.timeOfIncident)}` : ''}${where} (reference ${incidentLabel(f).replace('Incident ', '')}).`
      : `I wanted to let you know about something that happened with ${f.child} on ${date}${where}.`,
  );
  if (clean(a.incidentDescription))
    out.push(
      sentence(
        `${formal ? 'The incident was recorded as follows' : 'What happened'}: ${clean(a.incidentDescription)}`,
      ),
    );
  const behaviour =
    clean(a.highLevelBehaviour) || clean(a.mediumLevelBehaviour) || clean(a.lowLevelBehaviour);
  if (behaviour) out.push(sentence(`The behaviour recorded was: ${behaviour}`));
  const response =
    clean(a.highLevelResponse) || clean(a.mediumLevelResponse) || clean(a.lowLevelResponse);
  if (response) out.push(sentence(`Staff responded: ${response}`));
  out.push(...interventionLines(f).filter((l) => formal || !l.startsWith('No physical')));
  if (clean(a.adjustments))
    out.push(
      sentence(
        `${formal ? 'The adjustments we will make are' : "What we'll do next"}: ${clean(a.adjustments)}`,
      ),
    );
  out.push(formal ? 'Yours sincerely,' : 'Best wishes,');
  if (f.author) out.push(f.author);
  return out;
}

function incidentAnswer(kind: string, f: IncidentFacts): string[] {
  const a = f.answers;
  switch (kind) {
    case 'summarise': {
      const out = [incidentOpening(f)];
      if (clean(a.incidentDescription))
        out.push(sentence(`The description recorded is: ${clean(a.incidentDescription)}`));
      for (const level of ['low', 'medium', 'high', 'recovery'] as const)
        out.push(...levelLines(f, level));
      out.push(...interventionLines(f));
      if (clean(a.staffInvolved)) out.push(sentence(`Staff involved: ${clean(a.staffInvolved)}`));
      return out;
    }
    case 'suggestions': {
      const out: string[] = [];
      const triggers = items(a.likelyTriggers);
      if (triggers.length)
        out.push(
          `The likely triggers recorded were ${list(triggers.map((t) => `"${t}"`))}: plan ahead for ${triggers.length === 1 ? 'it' : 'them'} in ${f.child}'s support plan.`,
        );
      if (clean(a.adjustments))
        out.push(
          sentence(
            `Put in place and review the adjustments the report names: ${clean(a.adjustments)}`,
          ),
        );
      const r = [...ratings(a.deescalationTechniques), ...ratings(a.physicalTechniques)].sort(
        (x, y) => y.rating - x.rating,
      );
      if (r.length)
        out.push(
          `${techniqueName(r[0]!.name)} was rated highest in this report (${r[0]!.rating}/10): keep using it.`,
        );
      if (r.length > 1 && r[r.length - 1]!.rating <= 5)
        out.push(
          `${techniqueName(r[r.length - 1]!.name)} was rated ${r[r.length - 1]!.rating}/10: review whether it helps ${f.child}.`,
        );
      const planned = planLine(f);
      if (planned && /not followed/.test(planned))
        out.push(`${planned} Check the plan with the staff involved.`);
      if (yes(a.medicalInterventionRequired) && !/^yes/i.test(clean(a.firstAidFormCompleted)))
        out.push('An injury was recorded without a completed first aid form: complete it.');
      if (!out.length)
        out.push(
          `${incidentLabel(f)} records no triggers, adjustments, technique ratings or plan notes to base recommendations on.`,
        );
      return out;
    }
    case 'assess': {
      const out = [incidentOpening(f), ...interventionLines(f)];
      const planned = planLine(f);
      if (planned) out.push(planned);
      if (clean(a.dynamicRisk))
        out.push(
          sentence(
            `Dynamic risk assessment: ${clean(a.dynamicRisk)}${clean(a.dynamicRiskInformation) ? ` (${clean(a.dynamicRiskInformation)})` : ''}`,
          ),
        );
      const n = clean(a.numberStaffInvolved);
      if (n)
        out.push(
          `${plural(Number(n) || 0, 'member')} of staff ${Number(n) === 1 ? 'was' : 'were'} involved.`,
        );
      return out;
    }
    case 'informal-letter':
      return letter(f, false);
    case 'formal-letter':
      return letter(f, true);
    case 'post-incident-learning': {
      const out: string[] = [];
      const pairs: [string, string][] = [
        ['studentBehaviour', 'The behaviour reflected on was'],
        ['studentResponse', 'The response reflected on was'],
        ['studentStrategy', 'The strategy for next time is'],
        ['likelyTriggers', 'The likely triggers were'],
        ['adjustments', 'The adjustments agreed are'],
        ['comments', 'Further comments'],
      ];
      for (const [key, label] of pairs)
        if (clean(a[key])) out.push(sentence(`${label}: ${clean(a[key])}`));
      out.push(...techniqueLines(f));
      if (!out.length) out.push(`${incidentLabel(f)} has no post incident learning recorded.`);
      return out;
    }
    case 'low-level-responses':
    case 'medium-level-responses':
    case 'high-level-responses': {
      const level = kind.split('-')[0] as 'low' | 'medium' | 'high';
      const out = levelLines(f, level);
      return out.length
        ? out
        : [`${incidentLabel(f)} records no ${level} level behaviour, response or strategy.`];
    }
    case 'possible-functions': {
      const texts = [
        ...items(a.likelyTriggers),
        ...[
          'lowLevelBehaviour',
          'mediumLevelBehaviour',
          'highLevelBehaviour',
          'studentBehaviour',
        ].map((k) => clean(a[k])),
      ].filter(Boolean);
      return functions(texts);
    }
    default:
      return [];
  }
}

// ---------------------------------------------------------------- many records

function trendLine(d: Digest, who: string): string | null {
  if (d.byMonth.length < 2) return null;
  const points = d.byMonth.map(([, n], i) => [i, n] as [number, number]);
  const { m } = linearRegression(points);
  const first = d.byMonth[0]!;
  const last = d.byMonth[d.byMonth.length - 1]!;
  const direction = m > 0.05 ? 'rising' : m < -0.05 ? 'falling' : 'steady';
  return `Incidents for ${who} are ${direction}: ${first[1]} in ${monthName(first[0])} and ${last[1]} in ${monthName(last[0])} (a change of about ${Math.abs(Math.round(m * 10) / 10)} a month over ${plural(d.byMonth.length, 'month')} with incidents).`;
}

function countsLine(d: Digest, who: string): string {
  const span = d.from && d.to ? ` between ${ukDate(d.from)} and ${ukDate(d.to)}` : '';
  return `${cap(who)} has ${plural(d.incidents, 'incident report')}${span}, ${plural(d.logs, 'log')} and ${plural(d.clickers, 'clicker record')}.`;
}

function whenWhereLines(d: Digest): string[] {
  const out: string[] = [];
  const day = peak(d.byWeekday);
  if (day) out.push(`The busiest day is ${DAYS[day.index]} (${plural(day.n, 'incident')}).`);
  const hour = peak(d.byHour);
  if (hour)
    out.push(
      `The busiest hour is ${String(hour.index).padStart(2, '0')}:00 to ${String(hour.index + 1).padStart(2, '0')}:00 (${plural(hour.n, 'incident')}).`,
    );
  if (d.locations.length)
    out.push(`The most common places are ${quoted(d.locations.slice(0, 3))}.`);
  return out;
}

function triggerLine(d: Digest): string | null {
  return d.triggers.length ? `The recurring triggers are ${quoted(d.triggers.slice(0, 5))}.` : null;
}

function techniquesLines(d: Digest, detail = false): string[] {
  const out: string[] = [];
  for (const [kind, label] of [
    ['deescalation', 'de-escalation technique'],
    ['physical', 'physical technique'],
  ] as const) {
    const t = d.techniques[kind];
    if (!t.length) continue;
    if (detail) {
      for (const x of t)
        out.push(
          `${techniqueName(x.name)} (${label}) averages ${x.average} out of 10 over ${plural(x.count, 'rating')}.`,
        );
    } else {
      out.push(
        `The most effective ${label} is ${techniqueName(t[0]!.name)} (average ${t[0]!.average}/10 over ${plural(t[0]!.count, 'rating')}).`,
      );
      const worst = t[t.length - 1]!;
      if (t.length > 1)
        out.push(
          `The least effective ${label} is ${techniqueName(worst.name)} (average ${worst.average}/10).`,
        );
    }
  }
  if (!out.length) out.push('No technique ratings are recorded.');
  return out;
}

function planLineOf(d: Digest): string | null {
  const total = d.plan.followed + d.plan.notFollowed;
  if (!total) return null;
  return `The plan was followed in ${d.plan.followed} of ${plural(total, 'incident')} where this was recorded (${Math.round((d.plan.followed / total) * 100)}%).`;
}

function severityLine(d: Digest): string {
  return `${plural(d.levels.highlevel, 'incident')} ${d.levels.highlevel === 1 ? 'was' : 'were'} high level; restrictive physical intervention was used ${plural(d.restrictive, 'time')} and ${plural(d.injuries, 'incident')} recorded an injury.`;
}

function levelCounts(d: Digest, level: 'low' | 'medium' | 'high' | 'recovery'): string[] {
  const out: string[] = [];
  if (d.behaviours[level].length)
    out.push(`The most common ${level} level behaviours are ${quoted(d.behaviours[level])}.`);
  if (d.responses[level].length)
    out.push(`Staff most often responded with ${quoted(d.responses[level])}.`);
  if (d.strategies[level].length)
    out.push(`The strategies used were ${quoted(d.strategies[level])}.`);
  return out.length ? out : [`No ${level} level behaviour is recorded.`];
}

function manyAnswer(
  kind: string,
  d: Digest,
  who: string,
  section: 'Student' | 'Service',
): string[] {
  const opening = countsLine(d, who);
  if (!d.incidents && !d.logs && !d.clickers)
    return [`${cap(who)} has no incident reports, logs or clicker records to answer from.`];
  const extras = () => {
    const out: string[] = [];
    if (d.logKinds.length)
      out.push(`Logs by type: ${list(d.logKinds.map(([t, n]) => `${t} ${n}`))}.`);
    if (d.clickerBehaviours.length)
      out.push(
        `The most recorded clicker behaviours are ${quoted(d.clickerBehaviours.slice(0, 3))}.`,
      );
    return out;
  };
  const nonNull = (xs: (string | null)[]) => xs.filter((x): x is string => Boolean(x));
  switch (kind) {
    case 'summarise':
      return nonNull([
        opening,
        trendLine(d, who),
        ...whenWhereLines(d),
        triggerLine(d),
        ...extras(),
      ]);
    case 'suggestions': {
      const out: string[] = [];
      if (d.triggers.length)
        out.push(
          `Plan around the most common trigger, "${d.triggers[0]![0]}" (${plural(d.triggers[0]![1], 'incident')}).`,
        );
      const day = peak(d.byWeekday);
      const hour = peak(d.byHour);
      if (day && hour)
        out.push(
          `Add support on ${DAYS[day.index]}s and around ${String(hour.index).padStart(2, '0')}:00, when most incidents happen.`,
        );
      if (d.locations.length)
        out.push(
          `Review supervision in ${d.locations[0]![0]}, where ${plural(d.locations[0]![1], 'incident')} took place.`,
        );
      const best = d.techniques.deescalation[0];
      if (best)
        out.push(
          `Use ${techniqueName(best.name)} first: it is rated ${best.average}/10 on average.`,
        );
      const p = planLineOf(d);
      if (p && d.plan.notFollowed > 0)
        out.push(`${p} Check why it was not followed ${plural(d.plan.notFollowed, 'time')}.`);
      return out.length
        ? out
        : [
            opening,
            'The records hold no triggers, times, places or technique ratings to base recommendations on.',
          ];
    }
    case 'assess':
      return nonNull([opening, trendLine(d, who), severityLine(d), planLineOf(d)]);
    case 'staff-strategies':
      return nonNull([
        ...techniquesLines(d),
        d.strategies.high.length
          ? `At high level staff used ${quoted(d.strategies.high.slice(0, 3))}.`
          : null,
        d.strategies.low.length
          ? `At low level staff used ${quoted(d.strategies.low.slice(0, 3))}.`
          : null,
      ]);
    case 'individual-strategies': {
      const out = nonNull([
        d.behaviours.recovery.length
          ? `In recovery ${who} has shown ${quoted(d.behaviours.recovery.slice(0, 3))}.`
          : null,
        d.strategies.recovery.length
          ? `Recovery strategies recorded are ${quoted(d.strategies.recovery.slice(0, 3))}.`
          : null,
        d.adjustments.length
          ? `Adjustments agreed after incidents are ${quoted(d.adjustments.slice(0, 3))}.`
          : null,
      ]);
      return out.length
        ? out
        : [`No recovery behaviour, recovery strategy or adjustments are recorded for ${who}.`];
    }
    case 'support-individual':
      return nonNull([
        triggerLine(d),
        ...whenWhereLines(d),
        d.adjustments.length
          ? `Adjustments already agreed: ${quoted(d.adjustments.slice(0, 3))}.`
          : null,
        planLineOf(d),
      ]).concat(
        d.triggers.length || d.locations.length
          ? []
          : [`No triggers or places are recorded for ${who}.`],
      );
    case 'more-detail-strategies':
      return techniquesLines(d, true);
    case 'low-level-responses':
    case 'medium-level-responses':
    case 'high-level-responses':
      return levelCounts(d, kind.split('-')[0] as 'low' | 'medium' | 'high');
    case 'possible-functions':
      return functions([
        ...d.triggers.map(([t]) => t),
        ...d.behaviours.low.map(([t]) => t),
        ...d.behaviours.medium.map(([t]) => t),
        ...d.behaviours.high.map(([t]) => t),
      ]);
    case 'what-can-we-learn':
      return nonNull([
        opening,
        trendLine(d, who),
        ...whenWhereLines(d),
        triggerLine(d),
        ...techniquesLines(d),
        planLineOf(d),
      ]);
    case 'workshop-ideas': {
      const out: string[] = [];
      if (d.triggers.length)
        out.push(
          `A workshop on preventing and responding to "${d.triggers[0]![0]}", the most common trigger (${plural(d.triggers[0]![1], 'incident')}).`,
        );
      const worst = [...d.techniques.deescalation, ...d.techniques.physical].sort(
        (x, y) => x.average - y.average,
      )[0];
      if (worst)
        out.push(
          `A refresher on ${techniqueName(worst.name)}, the lowest rated technique (${worst.average}/10).`,
        );
      if (d.locations.length)
        out.push(
          `A session on supervising ${d.locations[0]![0]}, where most incidents happen (${d.locations[0]![1]}).`,
        );
      if (d.restrictive > 0)
        out.push(
          `A review of restrictive physical intervention, used ${plural(d.restrictive, 'time')}.`,
        );
      const p = planLineOf(d);
      if (p && d.plan.notFollowed > 0)
        out.push(`A session on following plans: ${p.charAt(0).toLowerCase()}${p.slice(1)}`);
      return out.length
        ? out
        : [
            opening,
            'The records hold no triggers, technique ratings or places to base workshop topics on.',
          ];
    }
    default:
      void section;
      return [opening];
  }
}

/** The built-in answer: sentences, each from the data. */
export function analyse(kind: string, context: AiContext): string[] {
  if (context.section === 'Incident') {
    return context.focus ? incidentAnswer(kind, context.focus) : [];
  }
  return context.digest ? manyAnswer(kind, context.digest, context.subject, context.section) : [];
}

/** The kind of a prompt key (`incident-summarise` -> `summarise`). */
export function promptKind(key: string): string {
  return key.replace(/^(incident|student|service)-/, '');
}
