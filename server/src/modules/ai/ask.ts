import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AI_TEXTS, type AiAnswer, type AiSection, type AiStreamEvent } from 'shared-api/schemas';
import { aiPrompts, aiRequests } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import { badRequest, notFound } from '../../platform/errors';
import { withContext, type RequestContext } from '../../platform/request-context';
import { analyse, promptKind } from './analyser/index';
import type { BuiltContext } from './context';
import type { AiContext } from './facts';
import { requireAiTerms, requireUnderCap } from './governance';
import { SYSTEM_MESSAGE } from './prompt-text';
import { modelProvider, type ModelProvider } from './provider';
import type { Pseudonymiser } from './pseudonyms';

export const PROMPT_NOT_FOUND = 'AI prompt not found';

/** Which prompt: by id (ask routes, body promptId) or by key (/ai/query/{promptKey}). */
export type PromptRef = { id: number } | { key: string };

interface Prepared {
  requestId: number;
  promptKey: string;
  prompt: string;
  systemMessage: string;
  provider: ModelProvider | null;
  records: number;
  context: AiContext;
  pseudonyms: Pseudonymiser;
}

async function loadPrompt(ctx: RequestContext, ref: PromptRef, section: AiSection) {
  const [row] = await ctx.tx
    .select()
    .from(aiPrompts)
    .where('id' in ref ? eq(aiPrompts.id, ref.id) : eq(aiPrompts.key, ref.key))
    .limit(1);
  if (!row) {
    if ('id' in ref) throw badRequest('promptId: is not an AI prompt');
    throw notFound(PROMPT_NOT_FOUND);
  }
  if (row.section !== section) {
    throw badRequest(
      `${'id' in ref ? 'promptId' : 'promptKey'}: is not a prompt of the ${section} section`,
    );
  }
  return row;
}

/**
 * One tenant transaction, before anything leaves the server: terms accepted (403), the prompt
 * (400/404), the records the caller may see (403/404), the monthly cap (429), then the request
 * row and its audit entry. Nothing is sent to a provider when any of these refuses.
 */
async function prepare(
  request: FastifyRequest,
  section: AiSection,
  ref: PromptRef,
  build: (ctx: RequestContext) => Promise<BuiltContext>,
): Promise<Prepared> {
  return withContext(request, async (ctx) => {
    await requireAiTerms(ctx, true);
    const promptRow = await loadPrompt(ctx, ref, section);
    const built = await build(ctx);
    await requireUnderCap(ctx);
    const provider = modelProvider(ctx.config.ai);
    const prompt = `${promptRow.template}\n\n${built.context.recordsText}`;
    const [row] = await ctx.tx
      .insert(aiRequests)
      .values({
        orgId: ctx.orgId,
        userId: ctx.userId,
        promptKey: promptRow.key,
        section,
        recordIds: built.context.recordIds,
        provider: provider ? 'model' : 'builtin',
        model: provider?.model ?? null,
        promptChars: prompt.length + SYSTEM_MESSAGE.length,
      })
      .returning();
    await audit(ctx.tx, ctx, {
      action: 'ask',
      entity: 'ai_request',
      entityId: row!.id,
      after: {
        promptKey: row!.promptKey,
        section,
        recordIds: row!.recordIds,
        provider: row!.provider,
        model: row!.model,
        promptChars: row!.promptChars,
      },
    });
    return {
      requestId: row!.id,
      promptKey: promptRow.key,
      prompt,
      systemMessage: SYSTEM_MESSAGE,
      provider,
      records: built.context.recordIds.length,
      context: built.context,
      pseudonyms: built.pseudonyms,
    };
  });
}

/** The answer's text pieces, names restored (a model's stream, or the analyser sentence by sentence). */
async function* answerPieces(p: Prepared, signal: AbortSignal): AsyncGenerator<string> {
  if (p.provider) {
    const restorer = p.pseudonyms.restorer();
    for await (const piece of p.provider.stream(p.systemMessage, p.prompt, signal)) {
      const shown = restorer.push(piece);
      if (shown) yield shown;
    }
    const rest = restorer.flush();
    if (rest) yield rest;
    return;
  }
  const kind = promptKind(p.promptKey);
  const sentences = analyse(kind, p.context);
  const joiner = kind.endsWith('letter') ? '\n' : ' ';
  for (let i = 0; i < sentences.length; i++) {
    yield p.pseudonyms.restore(sentences[i]!) + (i < sentences.length - 1 ? joiner : '');
    // One sentence per write: let the socket flush between them.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function finish(
  request: FastifyRequest,
  requestId: number,
  status: 'answered' | 'failed',
  responseChars: number,
): Promise<void> {
  await withContext(request, async (ctx) => {
    await ctx.tx
      .update(aiRequests)
      .set({ status, responseChars })
      .where(and(eq(aiRequests.id, requestId), eq(aiRequests.orgId, ctx.orgId)));
    await audit(ctx.tx, ctx, {
      action: status === 'answered' ? 'answer' : 'fail',
      entity: 'ai_request',
      entityId: requestId,
      after: { status, responseChars },
    });
  });
}

function wantsStream(request: FastifyRequest): boolean {
  return /application\/x-ndjson/i.test(request.headers.accept ?? '');
}

/**
 * Answers an ask: JSON `{ data: AiAnswer }` (502 with the spec's text when the provider fails), or
 * with `Accept: application/x-ndjson` a stream of meta, delta…, then done or error lines; the
 * headers and the meta line go out before the model answers.
 */
export async function answerAsk(
  request: FastifyRequest,
  reply: FastifyReply,
  section: AiSection,
  ref: PromptRef,
  build: (ctx: RequestContext) => Promise<BuiltContext>,
): Promise<unknown> {
  const p = await prepare(request, section, ref, build);
  const meta = {
    prompt: p.prompt,
    systemMessage: p.systemMessage,
    provider: p.provider ? ('model' as const) : ('builtin' as const),
    model: p.provider?.model ?? null,
    records: p.records,
    requestId: p.requestId,
  };
  const abort = new AbortController();
  // The caller went away before the answer ended: stop asking the provider.
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) abort.abort();
  });
  const fail = async (err: unknown, chars: number) => {
    request.log.warn(
      { err: err instanceof Error ? err.message : String(err), requestId: p.requestId },
      'AI provider failed',
    );
    await finish(request, p.requestId, 'failed', chars).catch(() => undefined);
  };

  if (!wantsStream(request)) {
    let response = '';
    try {
      for await (const piece of answerPieces(p, abort.signal)) response += piece;
    } catch (err) {
      await fail(err, response.length);
      return reply.code(502).send({ error: AI_TEXTS.providerError });
    }
    await finish(request, p.requestId, 'answered', response.length);
    const data: AiAnswer = { response, ...meta };
    return reply.send({ data });
  }

  const line = (event: AiStreamEvent) => `${JSON.stringify(event)}\n`;
  async function* lines(): AsyncGenerator<string> {
    yield line({ type: 'meta', ...meta });
    let response = '';
    try {
      for await (const piece of answerPieces(p, abort.signal)) {
        response += piece;
        yield line({ type: 'delta', text: piece });
      }
    } catch (err) {
      await fail(err, response.length);
      yield line({ type: 'error', message: AI_TEXTS.providerError });
      return;
    }
    await finish(request, p.requestId, 'answered', response.length);
    yield line({ type: 'done', response });
  }
  return reply
    .code(200)
    .header('cache-control', 'no-cache, no-store')
    .header('x-accel-buffering', 'no')
    .type('application/x-ndjson; charset=utf-8')
    .send(Readable.from(lines()));
}
