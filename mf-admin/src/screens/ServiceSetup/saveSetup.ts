import { api, refreshSession } from 'shared-api';
import { toast } from 'shared-ui';
import { errorText } from '../SystemUsers/ui';
import { toSettings, toTags, type SetupValues } from './setupModel';

export const SETUP_SAVED = 'Your changes have been saved';
export const RELOAD_DELAY_MS = 1500;

/** Indirection so tests can observe the reload (jsdom cannot navigate). */
export const pageReload = {
  reload: (): void => window.location.reload(),
};

let pendingReload: ReturnType<typeof setTimeout> | undefined;

/** Drops a reload still waiting (tests end before the 1.5 s pass). */
export function cancelPendingReload(): void {
  clearTimeout(pendingReload);
  pendingReload = undefined;
}

/**
 * Writes the tags (one batch) and the organisation settings, refreshes the session's organisation
 * and terms, then reloads the page after 1.5 s so every remote picks up the new words.
 */
export async function saveSetup(
  values: SetupValues,
  orgId: number,
  initialDomain: string,
): Promise<boolean> {
  try {
    await api.put('/api/organisationtag', { body: { data: toTags(values) } });
    await api.put(`/api/organisation/${orgId}/settings`, {
      body: { data: toSettings(values, initialDomain) },
    });
  } catch (error) {
    toast.error(errorText(error));
    return false;
  }
  toast.success(SETUP_SAVED);
  try {
    await refreshSession(orgId);
  } catch {
    // The reload below reads the stored session again; the saved settings are not affected.
  }
  cancelPendingReload();
  pendingReload = setTimeout(() => pageReload.reload(), RELOAD_DELAY_MS);
  return true;
}
