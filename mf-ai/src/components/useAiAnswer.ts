import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from 'shared-api';
import type { AiAnswer } from 'shared-api';
import type { AiStreamEvent } from '../data/ai';
import { AI_ERROR } from '../texts';

/** Spec 2 §4: idle, then "Thinking...", then the response (arriving) or an error. */
export type AnswerStatus = 'idle' | 'thinking' | 'streaming' | 'done' | 'error';

export interface AnswerMeta {
  prompt: string;
  systemMessage: string;
  provider: 'model' | 'builtin';
  model: string | null;
  records: number;
  requestId: number;
}

export interface AnswerState {
  status: AnswerStatus;
  /** The question asked (the prompt button's label). */
  question?: string;
  /** The answer so far (names restored by the server). */
  text: string;
  meta?: AnswerMeta;
  error?: string;
}

const IDLE: AnswerState = { status: 'idle', text: '' };

/**
 * The server's own words for refusals the user can act on (AI terms not accepted, the monthly cap,
 * a record they may not see); everything else is the spec's AI error text.
 */
function messageOf(error: unknown): string {
  if (error instanceof ApiError && [403, 404, 429].includes(error.status) && error.message) {
    return error.message;
  }
  return AI_ERROR;
}

/** A server that answers plain JSON (`{ data: AiAnswer }`) gives the whole answer in one line. */
function asEvent(line: AiStreamEvent | { data: AiAnswer }): AiStreamEvent {
  if (!('data' in line)) return line;
  const { response, ...meta } = line.data;
  return { type: 'done', response, ...meta } as AiStreamEvent;
}

/**
 * Runs one AI question and follows its stream: a new question stops the one before it, and
 * leaving the screen stops the download.
 */
export function useAiAnswer() {
  const [state, setState] = useState<AnswerState>(IDLE);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const ask = useCallback(
    async (
      question: string,
      start: (signal: AbortSignal) => AsyncGenerator<AiStreamEvent | { data: AiAnswer }>,
    ) => {
      controller.current?.abort();
      const mine = new AbortController();
      controller.current = mine;
      const update = (next: (current: AnswerState) => AnswerState) => {
        if (!mine.signal.aborted) setState(next);
      };
      setState({ status: 'thinking', question, text: '' });
      try {
        let finished = false;
        for await (const line of start(mine.signal)) {
          if (mine.signal.aborted) return;
          const event = asEvent(line);
          if (event.type === 'meta') {
            const { type: _type, ...meta } = event;
            update((s) => ({ ...s, meta }));
          } else if (event.type === 'delta') {
            update((s) => ({ ...s, status: 'streaming', text: s.text + event.text }));
          } else if (event.type === 'done') {
            finished = true;
            const { type: _type, response, ...meta } = event as typeof event & Partial<AnswerMeta>;
            update((s) => ({
              ...s,
              status: 'done',
              text: response,
              meta: s.meta ?? ('requestId' in meta ? (meta as AnswerMeta) : undefined),
            }));
          } else if (event.type === 'error') {
            finished = true;
            update((s) => ({ ...s, status: 'error', error: event.message || AI_ERROR }));
          }
        }
        // A stream cut off before its last line is a failed answer, never a complete one.
        if (!finished) update((s) => ({ ...s, status: 'error', error: AI_ERROR }));
      } catch (error) {
        if (mine.signal.aborted) return;
        update((s) => ({ ...s, status: 'error', error: messageOf(error) }));
      }
    },
    [],
  );

  const reset = useCallback(() => {
    controller.current?.abort();
    setState(IDLE);
  }, []);

  return { state, ask, reset };
}
