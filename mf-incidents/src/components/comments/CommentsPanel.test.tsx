import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { sessionStore } from 'shared-api';
import { DialogHost, Toaster, UiRoot } from 'shared-ui';
import { SWRConfig } from 'swr';
import { startTestServer, type TestServer } from 'test-kit';
import { signIn } from '../testing/renderIncidents';
import { CommentsPanel } from './CommentsPanel';

let server: TestServer;
let comments: {
  id: number;
  section: string;
  content: string;
  createdAt: string;
  author: { firstName: string; lastName: string };
}[];

beforeEach(async () => {
  server = await startTestServer();
  comments = [];
  server.on('GET /api/formsubmission/60/comment', () => ({ body: { data: { comments } } }));
  server.on('POST /api/formsubmission/60/comment', (request) => {
    const comment = {
      id: comments.length + 1,
      section: request.query.section ?? 'general',
      content: (request.body as { content: string }).content,
      createdAt: '2026-11-03T14:05:00',
      author: { firstName: 'Lee', lastName: 'Lead' },
    };
    comments.push(comment);
    return { body: { data: { comment } } };
  });
  server.on('DELETE /api/formsubmission/60/comment/1', () => {
    comments = comments.filter((c) => c.id !== 1);
    return { body: { data: { success: true } } };
  });
  signIn();
});

afterEach(async () => {
  cleanup();
  await server.close();
  sessionStore.clear();
});

function renderPanel(canWrite: boolean) {
  const user = userEvent.setup();
  render(
    <UiRoot>
      <Toaster />
      <DialogHost />
      <SWRConfig
        value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
      >
        <MemoryRouter>
          <CommentsPanel submissionId={60} canWrite={canWrite} />
        </MemoryRouter>
      </SWRConfig>
    </UiRoot>,
  );
  return user;
}

test('a collaborator adds a comment (not an empty one) and deletes it after confirming', async () => {
  const user = renderPanel(true);
  const panel = screen.getByRole('region', { name: "Collaborator's Comments" });
  expect(await within(panel).findByText('No comments have been added yet.')).toBeInTheDocument();

  await user.type(screen.getByLabelText('Add a comment'), '   ');
  await user.click(screen.getByRole('button', { name: 'Add Comment' }));
  expect(server.callsTo('POST /api/formsubmission/60/comment')).toHaveLength(0);

  await user.clear(screen.getByLabelText('Add a comment'));
  await user.type(screen.getByLabelText('Add a comment'), '  Spoke to mum after school ');
  await user.click(screen.getByRole('button', { name: 'Add Comment' }));
  expect(
    await screen.findByText('Spoke to mum after school', { selector: 'p' }),
  ).toBeInTheDocument();
  const post = server.callsTo('POST /api/formsubmission/60/comment')[0]!;
  expect(post.query.section).toBe('general');
  expect(post.body).toEqual({ content: 'Spoke to mum after school' });
  expect(screen.getByText('2026-11-03 14:05')).toBeInTheDocument();
  expect(screen.getByText(/Lee Lead/)).toBeInTheDocument();
  expect(screen.getByLabelText('Add a comment')).toHaveValue('');

  await user.click(screen.getByRole('button', { name: 'Delete comment by Lee Lead' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Are you sure you want to delete this comment?');
  await user.click(within(dialog).getByRole('button', { name: 'No' }));
  expect(server.callsTo('DELETE /api/formsubmission/60/comment/1')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Delete comment by Lee Lead' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
  await waitFor(() =>
    expect(screen.getByText('No comments have been added yet.')).toBeInTheDocument(),
  );
  expect(server.callsTo('DELETE /api/formsubmission/60/comment/1')).toHaveLength(1);
});

test('others read comments only', async () => {
  comments = [
    {
      id: 1,
      section: 'general',
      content: 'Reviewed by the lead',
      createdAt: '2026-11-02T09:30:00',
      author: { firstName: 'Sam', lastName: 'Turner' },
    },
  ];
  renderPanel(false);
  expect(await screen.findByText('Reviewed by the lead')).toBeInTheDocument();
  expect(screen.getByText('2026-11-02 09:30')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Delete comment/ })).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Add a comment')).not.toBeInTheDocument();
});
