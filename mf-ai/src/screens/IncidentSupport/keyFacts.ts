import { formatDate } from 'shared-api/dates';
import type { KeyAnswer } from '../../data/incidents';

/** The answers the AI support page shows as the incident's key facts, in this order. */
export const KEY_FACT_KEYS = [
  ['dateOfIncident', 'Date Of Incident'],
  ['timeOfIncident', 'Time Of Incident'],
  ['location', 'Location'],
  ['lowLevelBehaviour', 'Low Level Behaviour'],
  ['mediumLevelBehaviour', 'Medium Level Behaviour'],
  ['highLevelBehaviour', 'High Level Behaviour'],
  ['deescalationTechniques', 'De-escalation Techniques'],
  ['physicalInterventionUsed', 'Physical Intervention Used'],
  ['injurySufferedBy', 'Injury Suffered By'],
] as const;

/** A stored answer as text: JSON lists (multi-choice answers) are joined with commas. */
export function answerText(response: string): string {
  const trimmed = response.trim();
  if (trimmed.startsWith('[')) {
    try {
      const list = JSON.parse(trimmed) as unknown;
      if (Array.isArray(list)) {
        return list
          .map((item) =>
            typeof item === 'object' && item !== null
              ? String(
                  (item as Record<string, unknown>).name ??
                    (item as Record<string, unknown>).label ??
                    (item as Record<string, unknown>).technique ??
                    '',
                )
              : String(item),
          )
          .filter(Boolean)
          .join(', ');
      }
    } catch {
      // Not JSON after all: shown as written.
    }
  }
  return trimmed;
}

/** Label and text of every key fact the incident has answered. */
export function keyFacts(answers: KeyAnswer[]): { label: string; text: string }[] {
  const byKey = new Map(answers.map((a) => [a.questionKey, a.response]));
  return KEY_FACT_KEYS.flatMap(([key, label]) => {
    const raw = answerText(byKey.get(key) ?? '');
    // Dates as dd/mm/yyyy (spec 3's display format); an invalid one reads "No Date".
    const text = key === 'dateOfIncident' && raw ? formatDate(raw, 'dd/MM/yyyy') : raw;
    return text ? [{ label, text }] : [];
  });
}
