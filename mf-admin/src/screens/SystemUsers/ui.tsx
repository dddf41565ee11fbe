// Small building blocks shared by the issue-4 administration screens (users, roles, services,
// Service Setup, content). Screen-specific pieces stay in their own folders.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { ApiError } from 'shared-api';

export const UNEXPECTED_ERROR = 'Something went wrong. Please try again.';

/** The server's own message (ApiError carries its `error` text); anything else a generic line. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return UNEXPECTED_ERROR;
}

/** The `type` member of an error body (e.g. 'userlimit' of POST /api/user/invite). */
export function errorType(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body;
  if (body && typeof body === 'object' && 'type' in body) {
    const { type } = body as { type: unknown };
    return typeof type === 'string' ? type : undefined;
  }
  return undefined;
}

export const Page = styled.div`
  max-width: 1100px;
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  a {
    align-self: center;
  }
`;

export const Notice = styled.p`
  color: ${({ theme }) => theme.colours.muted};
`;

export function LoadError({ error }: { error: unknown }) {
  return <Notice role="alert">{errorText(error)}</Notice>;
}

export function Stack({ children }: { children: ReactNode }) {
  return <div style={{ display: 'grid', gap: 20 }}>{children}</div>;
}

/**
 * Marks every cached GET of `paths` (any query) as stale, so the list a screen returns to after a
 * write is fetched again instead of being served from SWR's cache within its deduping window.
 */
export function useInvalidate(): (...paths: string[]) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return (...paths) =>
    mutate(
      (key) => Array.isArray(key) && key[0] === 'api' && paths.includes(String(key[1])),
      undefined,
      { revalidate: true },
    );
}
