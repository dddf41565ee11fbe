import { api, useApi } from 'shared-api';
import type { JobStatus, OutboxItem } from 'shared-api/schemas';

export type { JobStatus, OutboxItem };

export const OUTBOX_GLOBAL_ADMINS_ONLY = 'Only global administrators can see the outbox.';

/** Every status the filter offers; '' = all. */
export const STATUS_OPTIONS: { value: '' | JobStatus; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'queued', label: 'Queued' },
  { value: 'running', label: 'Running' },
  { value: 'done', label: 'Done' },
  { value: 'failed', label: 'Failed' },
];

/** Newest first; nothing is asked for unless the caller is a global administrator. */
export function useOutbox(enabled: boolean, status: '' | JobStatus) {
  return useApi(enabled ? '/api/admin/outbox' : null, status ? { query: { status } } : undefined);
}

export function retryJob(id: number) {
  return api.post(`/api/admin/outbox/${id}/retry`);
}
