import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { configureApi } from './client';
import { useApi, useOrganisationUserCount, useOrganisationUsers, useReports } from './hooks';
import { sessionStore } from './session';
import { useRecordingFetch, type RecordedCall } from './test/recordingFetch';

let calls: RecordedCall[];

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

beforeEach(() => {
  sessionStore.clear();
  calls = useRecordingFetch((call) => ({
    body: { data: { path: call.path, orgId: call.query.orgId } },
  }));
});

afterAll(() => configureApi({ fetch: undefined }));

describe('useApi', () => {
  it('does not fetch without a session', async () => {
    const { result } = renderHook(() => useApi('/api/user').data, { wrapper });
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current).toBeUndefined();
    expect(calls).toHaveLength(0);
  });

  it('refetches when the active organisation changes', async () => {
    sessionStore.set({ apiToken: 't', activeOrg: { id: 1 } as never });
    // The double answers `{ data: { path, orgId } }`, whatever the route's real shape.
    const orgIdOf = (answer: unknown) => (answer as { data: { orgId: string } } | undefined)?.data;
    const { result } = renderHook(() => useApi('/api/user', { query: { type: 'user' } }).data, {
      wrapper,
    });
    await waitFor(() => expect(orgIdOf(result.current)?.orgId).toBe('1'));
    act(() => sessionStore.set({ activeOrg: { id: 2 } as never }));
    await waitFor(() => expect(orgIdOf(result.current)?.orgId).toBe('2'));
    expect(calls.map((c) => c.query.orgId)).toEqual(['1', '2']);
    expect(calls[0]!.query.type).toBe('user');
  });
});

describe('useReports and useOrganisationUsers', () => {
  it('posts the report names and reads organisation users', async () => {
    sessionStore.set({ apiToken: 't', activeOrg: { id: 8 } as never });
    // SWR re-renders only for fields read during render, as components do by destructuring.
    const reports = renderHook(() => useReports(['numActiveStudents', 'behaviourDrafts']).data, {
      wrapper,
    });
    const users = renderHook(() => useOrganisationUsers('student').data, { wrapper });
    await waitFor(() => expect(reports.result.current).toBeDefined());
    await waitFor(() => expect(users.result.current).toBeDefined());
    const post = calls.find((c) => c.path === '/api/report/generate')!;
    expect(post.method).toBe('POST');
    expect(post.body).toEqual({
      data: {
        submissionType: 'incidentreport',
        query: [],
        reports: ['numActiveStudents', 'behaviourDrafts'],
      },
    });
    const list = calls.find((c) => c.path === '/api/organisation/8/user')!;
    expect(list.query).toEqual({ type: 'student', limit: '1000', orgId: '8' });
  });

  it('counts organisation users from the list total, fetching one row', async () => {
    calls = useRecordingFetch(() => ({ body: { data: [{ id: 1 }], page: { total: 57 } } }));
    sessionStore.set({ apiToken: 't', activeOrg: { id: 8 } as never });
    const { result } = renderHook(() => useOrganisationUserCount('user').count, { wrapper });
    await waitFor(() => expect(result.current).toBe(57));
    const list = calls.find((c) => c.path === '/api/organisation/8/user')!;
    expect(list.query).toEqual({ type: 'user', limit: '1', orgId: '8' });
  });
});
