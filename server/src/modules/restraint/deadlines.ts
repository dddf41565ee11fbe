import type { DeadlineItem, DeadlineItems, DeadlineName, SettingType } from 'shared-api/schemas';
import { endOfLocalDay, localDay } from './clock';

/**
 * When each item of a restraint record is due, per type of setting, counted from the incident's
 * date and time (organisation time zone). One row per item, with the legal source it comes from.
 */
export type DeadlineRule =
  { after: 'hours'; hours: number; source: string } | { after: 'endOfIncidentDay'; source: string };

export const DEADLINES: Record<SettingType, Record<DeadlineName, DeadlineRule>> = {
  school: {
    // "As soon as practicable"; 24 hours is the product's reading, the same as children's homes.
    recorded: {
      after: 'hours',
      hours: 24,
      source:
        'Education and Inspections Act 2006 s.93A; Schools (Recording and Reporting of Seclusion and Restraint) (No. 2) Regulations 2025 (from 1 April 2026): record as soon as practicable',
    },
    parentsTold: {
      after: 'endOfIncidentDay',
      source:
        'Education and Inspections Act 2006 s.93A; Schools (Recording and Reporting of Seclusion and Restraint) (No. 2) Regulations 2025: report to parents as soon as practicable (the same day); DfE "Use of reasonable force"',
    },
    signOff: {
      after: 'hours',
      hours: 48,
      source:
        'DfE "Use of reasonable force" (post-incident review by a senior leader); 48 hours adopted from Children\'s Homes (England) Regulations 2015 reg. 35(3)',
    },
    debrief: {
      after: 'hours',
      hours: 120,
      source:
        'DfE "Use of reasonable force" (support for the pupil afterwards); 5 days adopted from Children\'s Homes (England) Regulations 2015 reg. 35(3)',
    },
  },
  childrensHome: {
    recorded: {
      after: 'hours',
      hours: 24,
      source: "Children's Homes (England) Regulations 2015 reg. 35(3): within 24 hours",
    },
    parentsTold: {
      after: 'endOfIncidentDay',
      source:
        "Children's Homes (England) Regulations 2015 reg. 35 and the Guide to the Children's Homes Regulations (2015): those with parental responsibility told as soon as practicable (the same day)",
    },
    signOff: {
      after: 'hours',
      hours: 48,
      source:
        "Children's Homes (England) Regulations 2015 reg. 35(3): within 48 hours the registered person has spoken to the user of the measure and signed the record as accurate",
    },
    debrief: {
      after: 'hours',
      hours: 120,
      source:
        "Children's Homes (England) Regulations 2015 reg. 35(3): within 5 days the record confirms the child has been spoken to about the measure",
    },
  },
};

const HOUR = 3600_000;
const MINUTE = 60_000;
/** "Due" means due within this long from now. */
export const DUE_WINDOW_MS = 24 * HOUR;

export function dueAt(rule: DeadlineRule, incidentAt: Date): Date {
  return rule.after === 'hours'
    ? new Date(incidentAt.getTime() + rule.hours * HOUR)
    : endOfLocalDay(localDay(incidentAt));
}

/** One item's state: done (on time or late by N minutes), open, due within 24 h, or overdue. */
export function itemState(due: Date, doneAt: Date | null, now: Date): DeadlineItem {
  if (doneAt) {
    const late = Math.max(0, Math.floor((doneAt.getTime() - due.getTime()) / MINUTE));
    return {
      state: 'done',
      dueAt: due.toISOString(),
      doneAt: doneAt.toISOString(),
      onTime: doneAt.getTime() <= due.getTime(),
      lateByMinutes: late,
    };
  }
  const left = due.getTime() - now.getTime();
  return {
    state: left < 0 ? 'overdue' : left <= DUE_WINDOW_MS ? 'due' : 'open',
    dueAt: due.toISOString(),
    doneAt: null,
    onTime: null,
    lateByMinutes: left < 0 ? Math.floor(-left / MINUTE) : 0,
  };
}

/** What the items are computed from (restraint record facts and its current follow-ups). */
export interface DeadlineFacts {
  settingType: SettingType;
  incidentAt: Date;
  /** First publish time of the record. */
  recordedAt: Date;
  /** When the latest version was published (a version after a sign-off needs a new one). */
  latestVersionAt: Date;
  parentsToldAt: Date | null;
  /** The current sign-off's time, when it names the latest version. */
  signedOffAt: Date | null;
  /** A current sign-off exists but names an older version. */
  signOffOutdated: boolean;
  debriefAt: Date | null;
}

export function deadlineItems(f: DeadlineFacts, now: Date): DeadlineItems {
  const rules = DEADLINES[f.settingType];
  let signOffDue = dueAt(rules.signOff, f.incidentAt);
  if (f.signOffOutdated) {
    // A new version of a signed record: signed again within the same time from that version.
    const fromVersion = dueAt(rules.signOff, f.latestVersionAt);
    if (fromVersion > signOffDue) signOffDue = fromVersion;
  }
  return {
    recorded: itemState(dueAt(rules.recorded, f.incidentAt), f.recordedAt, now),
    parentsTold: itemState(dueAt(rules.parentsTold, f.incidentAt), f.parentsToldAt, now),
    signOff: itemState(signOffDue, f.signedOffAt, now),
    debrief: itemState(dueAt(rules.debrief, f.incidentAt), f.debriefAt, now),
  };
}

const RANK = { done: 0, open: 1, due: 2, overdue: 3 } as const;

/** The record's most urgent state (overdue > due > open > done). */
export function worstState(items: DeadlineItems): DeadlineItem['state'] {
  return Object.values(items).reduce<DeadlineItem['state']>(
    (worst, item) => (RANK[item.state] > RANK[worst] ? item.state : worst),
    'done',
  );
}
