import { apiUrl, sessionStore } from 'shared-api';

export const PDF_FETCH_ERROR = 'Network response was not ok';

/**
 * Only same-origin API paths may be fetched with the session's token: a crafted
 * /pdfviewer?url=https://elsewhere must never receive it.
 */
export function isApiPath(url: string | null | undefined): url is string {
  if (!url) return false;
  if (!url.startsWith('/api/') || url.startsWith('//')) return false;
  // Reject backslashes and encoded tricks that browsers may turn into another origin or path.
  if (/[\\\s]/.test(url) || /%2f|%5c/i.test(url) || url.includes('/../')) return false;
  return true;
}

/** GET an API file (PDF, media) as a Blob with the session's Bearer and active organisation. */
export async function fetchApiBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  if (!isApiPath(path)) throw new Error('Only files of this portal can be shown');
  const { apiToken, activeOrg } = sessionStore.get();
  const [pathname, search = ''] = path.split('?');
  const params = Object.fromEntries(new URLSearchParams(search));
  if (activeOrg?.id !== undefined && params.orgId === undefined)
    params.orgId = String(activeOrg.id);
  const headers: Record<string, string> = {};
  if (apiToken) headers.Authorization = `Bearer ${apiToken}`;
  const response = await fetch(apiUrl(pathname!, params), { headers, signal });
  if (!response.ok) throw new Error(PDF_FETCH_ERROR);
  return response.blob();
}
