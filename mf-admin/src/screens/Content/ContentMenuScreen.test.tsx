import { screen, within } from '@testing-library/react';
import { currentLocation, startTestServer, type TestServer } from 'test-kit';
import { renderAdmin, signInAs } from '../SystemUsers/testing';
import { groupByTopCategory } from './contentApi';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

const ITEMS = [
  { id: 1, title: 'Behaviour guides', type: 'Category', parent: null },
  { id: 2, title: 'Policies', type: 'Category', parent: null },
  { id: 3, title: 'Calm corner', type: 'Article', parent: 1 },
  { id: 4, title: 'De-escalation video', type: 'Video', parent: 1 },
  { id: 10, title: 'Older policies', type: 'Category', parent: 2 },
  { id: 11, title: 'Old policy', type: 'PDF', parent: 10 },
  { id: 12, title: 'Welcome', type: 'Image', parent: null },
];

describe('/content', () => {
  it('groups items under their top-level category and opens one in its read view on click', async () => {
    signInAs();
    server.on('GET /api/content', { body: { data: ITEMS, page: { total: ITEMS.length } } });
    const { user } = renderAdmin('/content');

    const guides = await screen.findByRole('region', { name: 'Behaviour guides' });
    expect(
      within(guides)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Behaviour guides', 'Calm corner', 'De-escalation video']);
    const policies = screen.getByRole('region', { name: 'Policies' });
    expect(within(policies).getByRole('link', { name: 'Old policy' })).toBeVisible();
    expect(within(policies).getByRole('link', { name: 'Older policies' })).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Not in a category' })).getByRole('link', {
        name: 'Welcome',
      }),
    ).toBeVisible();

    await user.click(within(guides).getByRole('link', { name: 'Calm corner' }));
    // Items open in their read view (the edit form is one step further, for editors).
    expect(currentLocation()).toBe('/content/3/view');
  });

  it("has 'Add Content' and an empty text", async () => {
    signInAs();
    server.on('GET /api/content', { body: { data: [], page: { total: 0 } } });
    const { user } = renderAdmin('/content');
    expect(await screen.findByText('There are no records to display.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add Content' }));
    expect(currentLocation()).toBe('/content/new/edit');
  });

  it('survives a parent loop without hanging', () => {
    const looped = [
      { id: 1, title: 'A', type: 'Category' as const, parent: 2 },
      { id: 2, title: 'B', type: 'Category' as const, parent: 1 },
    ];
    expect(groupByTopCategory(looped)).toEqual([{ category: null, items: [looped[0], looped[1]] }]);
  });
});
