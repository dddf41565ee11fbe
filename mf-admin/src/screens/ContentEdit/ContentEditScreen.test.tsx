import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, startTestServer, toastTexts, type TestServer } from 'test-kit';
import { firstCall, renderAdmin, signInAs } from '../SystemUsers/testing';

let server: TestServer;
const CATEGORIES = [
  { id: 1, title: 'Behaviour guides', type: 'Category', parent: null },
  { id: 2, title: 'Policies', type: 'Category', parent: null },
];
beforeEach(async () => {
  server = await startTestServer();
  server.on('GET /api/content', { body: { data: CATEGORIES, page: { total: 2 } } });
  URL.createObjectURL = jest.fn(() => 'blob:preview-1');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => server.close());

/** Content item 3 as GET /api/content/3 answers it: an article with `body`. */
const calmCorner = (body: string) => ({
  body: {
    data: {
      id: 3,
      title: 'Calm corner',
      type: 'Article',
      parent: 1,
      body,
      fileUrl: null,
      createdAt: '',
    },
  },
});

describe('/content/{id}/edit', () => {
  it('requires Type and Title', async () => {
    signInAs();
    const { user } = renderAdmin('/content/new/edit');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(server.callsTo('POST /api/content')).toHaveLength(0);
  });

  it('adds an article in a category with its text', async () => {
    signInAs();
    server.on('POST /api/content', { body: { data: { id: 30 } } });
    const { user } = renderAdmin('/content/new/edit');
    const type = await screen.findByRole('combobox', { name: /Type/ });
    expect(
      within(type)
        .getAllByRole('option')
        .slice(1)
        .map((o) => o.textContent),
    ).toEqual(['Article', 'Audio', 'Category', 'Image', 'PDF', 'Video']);
    await user.selectOptions(type, 'Article');
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Calm corner');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Category' }),
      'Behaviour guides',
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Article text' }),
      'Use <b>quiet</b> voices.',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toastTexts()).toEqual(['success: Content added']));
    expect(firstCall(server, 'POST /api/content').body).toEqual({
      data: { title: 'Calm corner', type: 'Article', parent: 1, body: 'Use <b>quiet</b> voices.' },
    });
    await waitFor(() => expect(currentLocation()).toBe('/content'));
  });

  it('uploads the media after the item exists, as the raw body with a Bearer header', async () => {
    signInAs();
    server.on('POST /api/content', { body: { data: { id: 31 } } });
    server.on('POST /api/content/31/file', { body: { data: { fileUrl: '/api/file/9' } } });
    const { user } = renderAdmin('/content/new/edit');
    await user.selectOptions(await screen.findByRole('combobox', { name: /Type/ }), 'Image');
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Welcome');
    // The test server reads bodies as JSON: the "image" bytes are a JSON string.
    const file = new File(['"png-bytes"'], 'welcome.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('File'), file);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toastTexts()).toEqual(['success: Content added']));
    const upload = firstCall(server, 'POST /api/content/31/file');
    expect(upload.headers['content-type']).toBe('image/png');
    expect(upload.headers.authorization).toBe('Bearer token-from-server');
    expect(upload.query).toEqual({ orgId: '7', name: 'welcome.png' });
    expect(upload.body).toBe('png-bytes');
    const order = server.requests.map((r) => `${r.method} ${r.path}`);
    expect(order.indexOf('POST /api/content')).toBeLessThan(
      order.indexOf('POST /api/content/31/file'),
    );
  });

  it('refuses a file over 20 MB or of the wrong kind before sending anything', async () => {
    signInAs();
    const { user } = renderAdmin('/content/new/edit');
    await user.selectOptions(await screen.findByRole('combobox', { name: /Type/ }), 'Video');
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Big');
    const big = new File(['x'], 'big.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
    await user.upload(screen.getByLabelText('File'), big);
    expect(screen.getByText('The file is larger than 20 MB.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTexts()).toEqual(['error: The file is larger than 20 MB.']));
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('previews the stored media fetched with the session, never a token in the URL', async () => {
    signInAs();
    server.on('GET /api/content/5', {
      body: {
        data: {
          id: 5,
          title: 'Welcome',
          type: 'Image',
          parent: 2,
          body: '',
          fileUrl: '/api/file/9',
          createdAt: '',
        },
      },
    });
    server.on('GET /api/file/9', { body: 'image-bytes' });
    renderAdmin('/content/5/edit');

    const img = await screen.findByRole('img', { name: 'Welcome' });
    expect(img).toHaveAttribute('src', 'blob:preview-1');
    const fetchCall = firstCall(server, 'GET /api/file/9');
    expect(fetchCall.headers.authorization).toBe('Bearer token-from-server');
    expect(Object.keys(fetchCall.query)).toEqual(['orgId']);
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('2');
    expect(screen.getByText('Replace the file')).toBeVisible();
  });

  it('updates an item', async () => {
    signInAs();
    server.on('GET /api/content/3', calmCorner('Old'));
    server.on('PUT /api/content/3', { body: { data: { id: 3 } } });
    const { user } = renderAdmin('/content/3/edit');
    const text = await screen.findByRole('textbox', { name: 'Article text' });
    await user.clear(text);
    await user.type(text, 'New text');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTexts()).toEqual(['success: Content updated']));
    expect(firstCall(server, 'PUT /api/content/3').body).toEqual({
      data: { title: 'Calm corner', type: 'Article', parent: 1, body: 'New text' },
    });
  });

  it('deletes after confirmation', async () => {
    signInAs();
    server.on('GET /api/content/3', calmCorner(''));
    server.on('DELETE /api/content/3', { body: { data: { success: 'true' } } });
    const { user } = renderAdmin('/content/3/edit');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(toastTexts()).toEqual(['success: Content deleted']));
    await waitFor(() => expect(currentLocation()).toBe('/content'));
    expect(server.callsTo('DELETE /api/content/3')).toHaveLength(1);
  });
});
