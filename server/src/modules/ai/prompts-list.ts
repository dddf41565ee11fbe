import { asc, eq } from 'drizzle-orm';
import type { AiPrompt, AiSection } from 'shared-api/schemas';
import { aiPrompts } from '../../db/schema/index';
import type { RequestContext } from '../../platform/request-context';
import { requireAiTerms } from './governance';

/** GET /ai/prompts: the canned prompts (of one section), in their order. */
export async function listPrompts(ctx: RequestContext, section?: AiSection): Promise<AiPrompt[]> {
  await requireAiTerms(ctx);
  const rows = await ctx.tx
    .select({
      id: aiPrompts.id,
      key: aiPrompts.key,
      section: aiPrompts.section,
      subSection: aiPrompts.subSection,
      label: aiPrompts.label,
    })
    .from(aiPrompts)
    .where(section ? eq(aiPrompts.section, section) : undefined)
    .orderBy(asc(aiPrompts.sort), asc(aiPrompts.id));
  return rows;
}
