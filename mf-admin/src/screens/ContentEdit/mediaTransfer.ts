import { ApiError, apiUrl, NETWORK_ERROR_MESSAGE, sessionStore } from 'shared-api';
import type { ContentType } from '../Content/contentApi';

export const ACCEPT: Partial<Record<ContentType, string>> = {
  Audio: 'audio/*',
  Image: 'image/*',
  PDF: 'application/pdf',
  Video: 'video/*',
};

/** Does the chosen file's type fit the item's type? */
export function fitsType(file: File, type: ContentType): boolean {
  if (type === 'PDF') return file.type === 'application/pdf';
  const prefix = ACCEPT[type]?.replace('*', '');
  return Boolean(prefix && file.type.startsWith(prefix));
}

function authHeaders(): Record<string, string> {
  const token = sessionStore.get().apiToken;
  return token ? { Authorization: `Bearer ${token}` } : {};
}

function orgQuery(extra: Record<string, string> = {}) {
  return { orgId: sessionStore.get().activeOrg?.id, ...extra };
}

async function failure(response: Response): Promise<ApiError> {
  let message = `The request failed (${response.status})`;
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body?.error === 'string' && body.error) message = body.error;
  } catch {
    // Not JSON: keep the status line.
  }
  return new ApiError(message, response.status);
}

/** The file's bytes (FileReader where Blob.arrayBuffer is missing, e.g. older engines and jsdom). */
export function fileBytes(file: File): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}

/** POST /api/content/{id}/file: the raw file as the body, its own Content-Type, Bearer auth. */
export async function uploadContentFile(id: number, file: File): Promise<string> {
  const bytes = await fileBytes(file);
  let response: Response;
  try {
    response = await fetch(apiUrl(`/api/content/${id}/file`, orgQuery({ name: file.name })), {
      method: 'POST',
      headers: { ...authHeaders(), 'Content-Type': file.type || 'application/octet-stream' },
      // Bytes rather than the File object: the same request in every fetch implementation.
      body: bytes,
    });
  } catch {
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
  if (!response.ok) throw await failure(response);
  const body = (await response.json()) as { data?: { fileUrl?: string } };
  return body.data?.fileUrl ?? '';
}

/** Stored media as a Blob, read with the session's token in a header (never in the URL). */
export async function fetchMedia(fileUrl: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(apiUrl(fileUrl, orgQuery()), { headers: authHeaders(), signal });
  if (!response.ok) throw await failure(response);
  return response.blob();
}
