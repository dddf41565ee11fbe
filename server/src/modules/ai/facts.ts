import type { TechniqueAverage } from 'shared-api/schemas';

/**
 * What an answer is worked out from, already pseudonymised (people are "Child A", "Staff 1"…).
 * Built by context.ts from exactly the records the caller may see; turned into the prompt text
 * (prompt-text.ts) and read by the built-in analyser.
 */
export interface IncidentFacts {
  id: number;
  reference: number | null;
  subType: string | null;
  child: string;
  author: string | null;
  /** Answers by question key (people lists already as pseudonyms). */
  answers: Record<string, string>;
  /** Question texts by key (for the prompt). */
  questions: Record<string, string>;
  createdAt: string;
}

export interface LogFacts {
  id: number;
  date: string;
  kind: string;
  text: string;
  action: string;
}

export interface ClickerFacts {
  id: number;
  at: string;
  behaviour: string;
}

export type Counted = [string, number][];

/** Aggregates of many records: the student and service answers, and the stored service digest. */
export interface Digest {
  incidents: number;
  logs: number;
  clickers: number;
  children: number;
  from: string | null;
  to: string | null;
  byMonth: Counted;
  byWeekday: number[];
  byHour: number[];
  locations: Counted;
  triggers: Counted;
  behaviours: { low: Counted; medium: Counted; high: Counted; recovery: Counted };
  responses: { low: Counted; medium: Counted; high: Counted; recovery: Counted };
  strategies: { low: Counted; medium: Counted; high: Counted; recovery: Counted };
  adjustments: Counted;
  levels: { lowlevel: number; highlevel: number };
  techniques: {
    deescalation: (TechniqueAverage & { count: number })[];
    physical: (TechniqueAverage & { count: number })[];
  };
  plan: { followed: number; notFollowed: number };
  physical: number;
  restrictive: number;
  injuries: number;
  logKinds: Counted;
  clickerBehaviours: Counted;
}

export type AiSectionName = 'Incident' | 'Student' | 'Service';

export interface AiContext {
  section: AiSectionName;
  /** Who or what the answer is about, as sent ("Child A", or the service). */
  subject: string;
  focus: IncidentFacts | null;
  digest: Digest | null;
  /** Ids of the records used (submissions; the organisation for a service digest). */
  recordIds: number[];
  /** The text of the records as sent to the model (pseudonymised). */
  recordsText: string;
}
