import { format } from 'date-fns';
import type { ResponseInput, ResponseRow } from '../../data/submissions';

export const LOG_TYPES = ['Positive', 'Negative', 'N/A'] as const;

/** The log form's values (spec 2 §3.1); dates YYYY-MM-DD, times HH:mm, people as id text. */
export interface LogValues {
  student?: string;
  concernDate?: string;
  concernTime?: string;
  positiveNegative?: string;
  recordedBy?: string;
  concern?: string;
  actionDate?: string;
  actionTime?: string;
  actionedBy?: string;
  action?: string;
  addToSmartPlan?: boolean;
}

type Kind = NonNullable<ResponseInput['responseType']>;

const KEYS: { key: keyof LogValues; text: string; type: Kind }[] = [
  { key: 'student', text: 'Student', type: 'number' },
  { key: 'concernDate', text: 'Date', type: 'date' },
  { key: 'concernTime', text: 'Time', type: 'time' },
  { key: 'positiveNegative', text: 'Type', type: 'string' },
  { key: 'recordedBy', text: 'Recorded By', type: 'number' },
  { key: 'concern', text: 'Concern', type: 'string' },
  { key: 'actionDate', text: 'Action Date', type: 'date' },
  { key: 'actionTime', text: 'Action Time', type: 'time' },
  { key: 'actionedBy', text: 'Actioned By', type: 'number' },
  { key: 'action', text: 'Action', type: 'string' },
  { key: 'addToSmartPlan', text: 'Add to Smart Plan', type: 'boolean' },
];

/** Empty defaults: today and now. */
export function defaultLogValues(student: string | undefined, now: Date = new Date()): LogValues {
  return {
    student,
    concernDate: format(now, 'yyyy-MM-dd'),
    concernTime: format(now, 'HH:mm'),
    addToSmartPlan: false,
  };
}

/**
 * Only set values are sent: non-empty text and every boolean (the log form counts a boolean
 * as set either way, spec 2 §5).
 */
export function toResponses(values: LogValues): ResponseInput[] {
  const out: ResponseInput[] = [];
  for (const { key, text, type } of KEYS) {
    const value = values[key];
    if (typeof value === 'boolean') {
      out.push({
        questionKey: key,
        questionText: text,
        response: String(value),
        responseType: type,
      });
    } else if (typeof value === 'string' && value.trim() !== '') {
      out.push({
        questionKey: key,
        questionText: text,
        response: value.trim(),
        responseType: type,
      });
    }
  }
  return out;
}

/** Form values of a stored log. */
export function fromResponses(rows: ResponseRow[]): LogValues {
  const values: LogValues = { addToSmartPlan: false };
  for (const row of rows) {
    const known = KEYS.find((k) => k.key === row.questionKey);
    if (!known) continue;
    if (known.type === 'boolean') values.addToSmartPlan = row.response === 'true';
    else (values as Record<string, string>)[known.key] = row.response;
  }
  return values;
}
