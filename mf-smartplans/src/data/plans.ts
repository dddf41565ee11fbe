// The Smart Plan calls (server/src/modules/smartplans/README.md) through shared-api's typed client:
// paths, queries, bodies and answers come from its API contract. Payload types are imported as
// types only, so nothing of TypeBox reaches the browser bundle.
import { api, useApi, type SubmissionCreateBody } from 'shared-api';
import type { PlanLatest, PlanPrefill } from 'shared-api/schemas';

export type {
  PlanAdherence,
  PlanDetail,
  PlanDiff,
  PlanDraftRow,
  PlanKeyContact,
  PlanLatest,
  PlanListRow,
  PlanLogRow,
  PlanPrefill,
  PlanReviewStatus,
  PlanTechnique,
  PlanVersionRow,
} from 'shared-api/schemas';

type SubmissionData = SubmissionCreateBody['data'];

/** What the wizard sends: a Smart Plan submission without its type (added here). */
export type PlanSave = Omit<SubmissionData, 'type' | 'subType' | 'status'> & {
  status: 'Draft' | 'Published';
};
export type PlanResponseIn = SubmissionData['responses'][number];

export interface SavedPlan {
  id: number;
  reference: number | null;
  pdfUrl: string | null;
}

/** What the wizard opens with for a person: their editable draft, latest plan, or incidents. */
export async function fetchPrefill(userId: number): Promise<PlanPrefill> {
  return (await api.get(`/api/smartplan/prefill/${userId}`)).data;
}

/** POST /api/formsubmission type behaviourplan (spec 1 §7). */
export async function savePlan(plan: PlanSave): Promise<SavedPlan> {
  const answer = await api.post('/api/formsubmission', {
    body: { data: { type: 'behaviourplan', ...plan } },
  });
  return answer.data;
}

/** Deleting a draft or plan = status Archived (nothing is hard-deleted). */
export async function archivePlan(id: number): Promise<void> {
  await api.patch(`/api/formsubmission/${id}`, { body: { status: 'Archived' } });
}

/** My Smart Plans (/plans): the latest plan of each person the caller may see. */
export function usePlans(enabled: boolean) {
  return useApi(enabled ? '/api/smartplan' : null);
}

/** Incomplete Smart Plans (/behaviour/drafts): the caller's own current drafts. */
/** The caller's drafts; `enabled` false (no Smart Plans area) makes no request. */
export function usePlanDrafts(enabled: boolean) {
  return useApi(enabled ? '/api/smartplan/drafts' : null);
}

/** One plan (a Published version or the caller's draft) with answers, version, review state. */
export function usePlan(planId: number | null) {
  return useApi(planId ? `/api/smartplan/${planId}` : null);
}

export function usePlanVersions(userId: number | null) {
  return useApi(userId ? `/api/smartplan/versions/${userId}` : null);
}

export function usePlanAdherence(planId: number | null) {
  return useApi(planId ? `/api/smartplan/${planId}/adherence` : null);
}

/** The person's latest Published plan and its PDF. */
export async function fetchLatestPlan(userId: number): Promise<PlanLatest> {
  return (await api.get(`/api/smartplan/latest/${userId}`)).data;
}

/** The in-portal PDF viewer (mf-incidents' /pdfviewer) for an API file path. */
export function pdfViewerPath(pdfUrl: string): string {
  return `/pdfviewer?url=${encodeURIComponent(pdfUrl)}`;
}
