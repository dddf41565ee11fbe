// Answers that arrive as a stream of JSON lines (application/x-ndjson): the AI answers of issue 12,
// shown on screen as they arrive. The call carries the same token and orgId as every other call
// (client.ts prepareRequest); a failed answer is the same ApiError as `api`'s.
import {
  ApiError,
  failureOf,
  prepareRequest,
  sendRequest,
  type Method,
  type RequestOptions,
} from './client';
import type { Query } from './types';

export const NDJSON = 'application/x-ndjson';
export const UNREADABLE_STREAM_MESSAGE = 'The answer could not be read';

export interface StreamOptions extends RequestOptions {
  query?: Query;
  body?: unknown;
}

function parseLine(line: string, status: number): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new ApiError(UNREADABLE_STREAM_MESSAGE, status, line);
  }
}

/**
 * Sends one call asking for `application/x-ndjson` and yields each line's JSON value as soon as the
 * line is complete. Blank lines are skipped; a last line without its newline still counts. A server
 * that answers plain JSON instead yields that one value. Stopping the loop (break, or the signal)
 * cancels the download. `T` is the caller's type of one line (checked by the caller).
 */
export async function* streamLines<T>(
  method: Method,
  path: string,
  { query, body, ...options }: StreamOptions = {},
): AsyncGenerator<T, void, undefined> {
  const prepared = prepareRequest(
    method,
    path,
    body,
    query,
    options,
    `${NDJSON}, application/json`,
  );
  const response = await sendRequest(prepared);
  if (!response.ok) throw await failureOf(response, prepared.token);

  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes(NDJSON) || !response.body) {
    const text = await response.text();
    if (text.trim()) yield parseLine(text, response.status) as T;
    return;
  }

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      pending += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const lines = pending.split('\n');
      pending = done ? '' : (lines.pop() ?? '');
      for (const raw of lines) {
        const line = raw.trim();
        if (line) yield parseLine(line, response.status) as T;
      }
      if (done) break;
    }
    finished = true;
  } finally {
    // The consumer stopped early (or a line failed): stop the download too.
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
