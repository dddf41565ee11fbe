// The /ai calls of spec 2 §7 (issue 12 contract). Outside /api, so they go through shared-api's
// untyped `request` (same token and orgId as every call) and `streamLines` for ndjson answers;
// the payload types come from shared-api/src/schemas/ai.ts.
import {
  request,
  streamLines,
  type AiDraft,
  type AiPrompt,
  type AiSection,
  type AiStreamEvent,
  type AiSyncSummary,
} from 'shared-api';

export type { AiDraft, AiPrompt, AiSection, AiStreamEvent, AiSyncSummary };

/** What a question is about: one incident, one person or the whole service (organisation). */
export type AskTarget =
  | { kind: 'incident'; id: number; userId?: number }
  | { kind: 'student'; id: number }
  | { kind: 'service'; id: number };

export async function fetchPrompts(section: AiSection): Promise<AiPrompt[]> {
  const answer = await request<AiPrompt[]>('GET', '/ai/prompts', undefined, { section });
  return answer.data;
}

/** One canned prompt over the target, answered as a stream of events. */
export function askStream(
  target: AskTarget,
  promptId: number,
  signal?: AbortSignal,
): AsyncGenerator<AiStreamEvent> {
  const data =
    target.kind === 'incident' && target.userId !== undefined
      ? { promptId, userId: target.userId }
      : { promptId };
  return streamLines<AiStreamEvent>('POST', `/ai/ask/${target.kind}/${target.id}`, {
    body: { data },
    signal,
  });
}

/** The AI Summary panel's call: one canned prompt (by key) over one incident. */
export function queryStream(
  prompt: Pick<AiPrompt, 'id' | 'key'>,
  incident: { submissionId: number; userId: number },
  signal?: AbortSignal,
): AsyncGenerator<AiStreamEvent> {
  return streamLines<AiStreamEvent>('POST', `/ai/query/${encodeURIComponent(prompt.key)}`, {
    body: { data: { promptId: prompt.id, ...incident } },
    signal,
  });
}

export async function fetchLastSync(): Promise<AiSyncSummary | null> {
  const answer = await request<AiSyncSummary | null>('GET', '/ai/sync/service');
  return answer.data;
}

export async function syncService(): Promise<AiSyncSummary> {
  const answer = await request<AiSyncSummary>('POST', '/ai/sync/service');
  return answer.data;
}

export async function fetchDrafts(submissionId: number): Promise<AiDraft[]> {
  const answer = await request<AiDraft[]>('GET', `/ai/incident/${submissionId}/drafts`);
  return answer.data;
}

export async function saveDraft(
  submissionId: number,
  draft: { title: string; text: string; requestId: number },
): Promise<AiDraft> {
  const answer = await request<AiDraft>('POST', `/ai/incident/${submissionId}/drafts`, {
    data: draft,
  });
  return answer.data;
}
