import type { RouteCase, TenantIds } from './types';

/**
 * AI Insights (issue 12; modules/ai): `/ai/...` with the tenant guard. The tenants of the loops have
 * not accepted the AI terms, so every call stops at 403 before any record is read or any provider
 * called; ai-*.test.ts cover the answers, visibility and the cap with the terms accepted. Prompt ids
 * are those the migration seeds (1 = incident-summarise, 11 = student-summarise, 22 =
 * service-summarise); any id works here since the terms check comes first.
 */
export function aiRoutes(ids: TenantIds): RouteCase[] {
  return [
    {
      name: 'AI prompts',
      method: 'GET',
      url: '/ai/prompts',
      query: { section: 'Incident' },
      writes: false,
    },
    {
      name: 'AI query prompt',
      method: 'POST',
      url: '/ai/query/incident-summarise',
      body: { data: { userId: ids.staffId, submissionId: ids.incidentId } },
      writes: true,
    },
    {
      name: 'AI ask incident',
      method: 'POST',
      url: `/ai/ask/incident/${ids.incidentId}`,
      body: { data: { promptId: 1 } },
      writes: true,
    },
    {
      name: 'AI ask student',
      method: 'POST',
      url: `/ai/ask/student/${ids.studentId}`,
      body: { data: { promptId: 11 } },
      writes: true,
    },
    {
      name: 'AI ask service',
      method: 'POST',
      url: `/ai/ask/service/${ids.orgId}`,
      body: { data: { promptId: 22 } },
      writes: true,
    },
    { name: 'AI sync service', method: 'POST', url: '/ai/sync/service', writes: true },
    { name: 'AI last sync', method: 'GET', url: '/ai/sync/service', writes: false },
    {
      name: 'AI save draft',
      method: 'POST',
      url: `/ai/incident/${ids.incidentId}/drafts`,
      body: { data: { title: 'Letter', text: 'Dear parent', requestId: 1 } },
      writes: true,
    },
    {
      name: 'AI drafts',
      method: 'GET',
      url: `/ai/incident/${ids.incidentId}/drafts`,
      writes: false,
    },
  ];
}
