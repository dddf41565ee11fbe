// Technique questions built from the organisation's settings and the person's ranking (spec 2 §3.2).
import { parseJsonList } from '../../data';
import type { RankedTechnique } from './data/reportApi';

export interface TechniqueSetting {
  technique: string;
  selected: boolean;
}

export interface TechniqueQuestion {
  name: string;
  label: string;
  average: number;
}

/** Ratings 1..10 step 1, and n/a. */
export const EFFECTIVENESS = [...Array.from({ length: 10 }, (_, i) => String(i + 1)), 'n/a'];

const normalise = (name: string) => name.replace(/\s+/g, '').toLowerCase();

export function formatAverage(average: number): string {
  return String(Math.round(average * 10) / 10);
}

/**
 * Selected techniques, labelled "(Effectiveness: n)" when the person's average is above 0, sorted
 * by that average descending (the settings' order otherwise).
 */
export function techniqueQuestions(
  settingValue: string | undefined,
  ranking: RankedTechnique[] = [],
): TechniqueQuestion[] {
  const averages = new Map(ranking.map((r) => [normalise(r.name), Number(r.average) || 0]));
  return parseJsonList<TechniqueSetting>(settingValue)
    .filter((t) => t && t.selected && typeof t.technique === 'string' && t.technique.trim())
    .map((t) => {
      const average = averages.get(normalise(t.technique)) ?? 0;
      return {
        name: t.technique,
        average,
        label:
          average > 0 ? `${t.technique} (Effectiveness: ${formatAverage(average)})` : t.technique,
      };
    })
    .map((q, index) => ({ q, index }))
    .sort((a, b) => b.q.average - a.q.average || a.index - b.index)
    .map(({ q }) => q);
}
