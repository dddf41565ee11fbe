import { act, renderHook } from '@testing-library/react';
import { sessionStore, useSession } from './session';

const org = { id: 7, name: 'Demo School', plan: 'Plus' } as never;

afterEach(() => {
  sessionStore.clear();
  localStorage.clear();
});

describe('sessionStore', () => {
  it('persists each field under its own localStorage key', () => {
    sessionStore.set({ apiToken: 'tok-1', activeOrg: org, lastActiveIndex: 3 });
    expect(localStorage.getItem('apiToken')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('activeOrg')!)).toEqual(org);
    expect(localStorage.getItem('lastActiveIndex')).toBe('3');
    sessionStore.reload();
    expect(sessionStore.get()).toEqual({ apiToken: 'tok-1', activeOrg: org, lastActiveIndex: 3 });
  });

  it('merges partial updates and removes fields set to undefined', () => {
    sessionStore.set({ apiToken: 'a', lastActiveIndex: 1 });
    sessionStore.set({ lastActiveIndex: undefined });
    expect(sessionStore.get()).toEqual({ apiToken: 'a' });
    expect(localStorage.getItem('lastActiveIndex')).toBeNull();
  });

  it('notifies subscribers until they unsubscribe, and clear() empties storage', () => {
    const seen: (string | undefined)[] = [];
    const unsubscribe = sessionStore.subscribe(() => seen.push(sessionStore.get().apiToken));
    sessionStore.set({ apiToken: 'x' });
    sessionStore.clear();
    unsubscribe();
    sessionStore.set({ apiToken: 'y' });
    expect(seen).toEqual(['x', undefined]);
    expect(localStorage.getItem('apiToken')).toBe('y');
  });

  it('keeps the same snapshot object until something changes', () => {
    sessionStore.set({ apiToken: 'same' });
    expect(sessionStore.get()).toBe(sessionStore.get());
  });

  it('follows sign-in and sign-out in another tab (storage event)', () => {
    const listener = jest.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    localStorage.setItem('apiToken', 'from-other-tab');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'apiToken', newValue: 'from-other-tab' }),
    );
    expect(sessionStore.get().apiToken).toBe('from-other-tab');
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(sessionStore.get().apiToken).toBeUndefined();
    window.dispatchEvent(new StorageEvent('storage', { key: 'somethingElse' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('ignores corrupt JSON in storage', () => {
    localStorage.setItem('activeOrg', '{broken');
    localStorage.setItem('apiToken', 'ok');
    sessionStore.reload();
    expect(sessionStore.get()).toEqual({ apiToken: 'ok' });
  });
});

describe('useSession', () => {
  it('re-renders with the new state', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.apiToken).toBeUndefined();
    act(() => sessionStore.set({ apiToken: 'hook' }));
    expect(result.current.apiToken).toBe('hook');
  });
});
