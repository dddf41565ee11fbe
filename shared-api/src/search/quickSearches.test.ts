import { configureApi } from '../client';
import { sessionStore } from '../session';
import { useRecordingFetch, type RecordedCall } from '../test/recordingFetch';
import {
  fetchQuickSearches,
  normaliseQuickSearches,
  parseQuickSearches,
  saveQuickSearches,
} from './quickSearches';

const q = (name: string, response = 'x') => ({
  name,
  query: [{ key: 'location', operator: 'is', response, relation: 'AND' as const }],
});
const storage = { key: 'incidentQuickSearch', type: 'incidentSearch' };

describe('quick searches', () => {
  it('are de-duplicated by name (latest wins) and sorted alphabetically', () => {
    expect(normaliseQuickSearches([q('beta'), q('Alpha'), q('beta ', 'new')])).toEqual([
      q('Alpha'),
      q('beta', 'new'),
    ]);
  });

  it('drop malformed entries and survive bad JSON', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(parseQuickSearches('not json')).toEqual([]);
    expect(error).toHaveBeenCalled();
    expect(
      parseQuickSearches(
        JSON.stringify([q('ok'), { name: 3 }, { name: 'bad', query: [{ key: 1 }] }]),
      ),
    ).toEqual([q('ok')]);
    error.mockRestore();
  });
});

describe('quick search storage', () => {
  let calls: RecordedCall[];
  beforeEach(() => {
    sessionStore.set({ apiToken: 'token-1', activeOrg: { id: 7, name: 'Org' } as never });
    calls = useRecordingFetch((call) =>
      call.method === 'GET'
        ? {
            body: {
              data: [
                { user: 99, key: storage.key, value: JSON.stringify([q('other user')]) },
                { user: 5, key: storage.key, value: JSON.stringify([q('zeta'), q('Alpha')]) },
              ],
            },
          }
        : { body: { data: { success: true } } },
    );
  });
  afterAll(() => {
    configureApi({ fetch: undefined });
    sessionStore.clear();
  });

  it("reads the caller's own list under the storage key and type, sorted", async () => {
    expect(await fetchQuickSearches(5, storage)).toEqual([q('Alpha'), q('zeta')]);
    expect(calls[0]!.path).toBe('/api/usertag');
    expect(JSON.parse(calls[0]!.query.where!)).toEqual({
      user: 5,
      key: 'incidentQuickSearch',
      type: 'incidentSearch',
    });
    expect(calls[0]!.query.limit).toBe('100');
  });

  it('writes the whole normalised list as one user tag', async () => {
    const stored = await saveQuickSearches(5, { key: 'quickSearch', type: 'combined' }, [
      q('b'),
      q('a'),
      q('b', 'new'),
    ]);
    expect(stored).toEqual([q('a'), q('b', 'new')]);
    expect(calls[0]!.method).toBe('PUT');
    expect(calls[0]!.body).toEqual({
      data: [{ user: 5, type: 'combined', key: 'quickSearch', value: JSON.stringify(stored) }],
    });
  });
});
