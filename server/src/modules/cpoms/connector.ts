/**
 * The push to CPOMS behind a small interface (README "CPOMS wire format"). The wire format is ours
 * until a vendor specification is had; only this file knows it.
 */
export interface CpomsTarget {
  /** Base URL of the organisation's CPOMS (`cpomsBaseUrl` of the stored domain). */
  baseUrl: string;
  apiKey: string | null;
}

/** What BeSmart sends about one incident. No names: CPOMS knows the child by its id. */
export interface CpomsIncident {
  studentId: string;
  reference: string;
  submissionId: number;
  category: string;
  incidentDate: string | null;
  incidentTime: string | null;
  location: string | null;
  description: string;
  reportedBy: string;
  createdAt: string;
}

export type CpomsResult = { ok: true; cpomsId: string } | { ok: false; error: string };

export interface CpomsConnector {
  push(target: CpomsTarget, incident: CpomsIncident): Promise<CpomsResult>;
}

export const CPOMS_INCIDENT_PATH = '/api/v1/incidents';

export function wireBody(incident: CpomsIncident): Record<string, unknown> {
  return {
    student_id: incident.studentId,
    external_reference: incident.reference,
    external_id: String(incident.submissionId),
    source: 'BeSmart',
    category: incident.category,
    incident_date: incident.incidentDate,
    incident_time: incident.incidentTime,
    location: incident.location,
    description: incident.description,
    reported_by: incident.reportedBy,
    created_at: incident.createdAt,
  };
}

const MAX_ERROR = 300;
const clip = (text: string) => (text.length > MAX_ERROR ? `${text.slice(0, MAX_ERROR)}...` : text);

/** The reason CPOMS gives in a JSON `error`/`message`, or the start of its text. */
function reasonOf(text: string): string {
  try {
    const body = JSON.parse(text) as { error?: unknown; message?: unknown };
    const reason = body.error ?? body.message;
    if (typeof reason === 'string' && reason.trim()) return clip(reason.trim());
  } catch {
    // not JSON: fall through to the text itself
  }
  return clip(text.trim());
}

/** The real client: fetch with a timeout covering the whole exchange. */
export function httpCpomsConnector(timeoutMs: number): CpomsConnector {
  return {
    async push(target, incident) {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        accept: 'application/json',
      };
      if (target.apiKey) headers.authorization = `Bearer ${target.apiKey}`;
      try {
        const res = await fetch(`${target.baseUrl}${CPOMS_INCIDENT_PATH}`, {
          method: 'POST',
          headers,
          body: JSON.stringify(wireBody(incident)),
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
        const text = await res.text();
        if (!res.ok) {
          const reason = reasonOf(text);
          return { ok: false, error: `CPOMS answered ${res.status}${reason ? `: ${reason}` : ''}` };
        }
        let id: unknown;
        try {
          id = (JSON.parse(text) as { id?: unknown }).id;
        } catch {
          id = undefined;
        }
        if (
          (typeof id === 'string' && id.trim()) ||
          (typeof id === 'number' && Number.isFinite(id))
        )
          return { ok: true, cpomsId: clip(String(id).trim()) };
        return { ok: false, error: 'CPOMS answered without an incident id' };
      } catch (err) {
        // Duck-typed: the DOMException of a timeout is not always `instanceof Error` here.
        const { name, message, cause } = (err ?? {}) as {
          name?: unknown;
          message?: unknown;
          cause?: { message?: unknown };
        };
        if (name === 'TimeoutError' || name === 'AbortError')
          return { ok: false, error: `CPOMS did not answer within ${timeoutMs} ms` };
        const reason = typeof cause?.message === 'string' ? cause.message : String(message ?? err);
        return { ok: false, error: clip(`Could not reach CPOMS (${reason})`) };
      }
    },
  };
}
