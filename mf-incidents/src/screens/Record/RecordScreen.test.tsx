import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { startTestServer, type TestServer } from 'test-kit';
import {
  currentLocation,
  renderIncidents,
  signIn,
  toastTexts,
} from '../../components/testing/renderIncidents';

const PEOPLE = [
  { id: 5, firstName: 'zoe', lastName: 'Young' },
  { id: 3, firstName: 'Adam', lastName: 'Smith' },
  { id: 4, firstName: 'Beth', lastName: 'Adams' },
];

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
  // As GET /api/user answers the person search: a name prefix (q, first or last name first,
  // case-insensitive, sorted by name) or exactly some ids.
  server.on('GET /api/user', ({ query }) => {
    let rows = PEOPLE;
    if (query.ids !== undefined) {
      const ids = new Set(query.ids.split(',').map(Number));
      rows = rows.filter((p) => ids.has(p.id));
    } else if (query.q) {
      const q = query.q.trim().toLowerCase();
      rows = rows.filter((p) =>
        [`${p.firstName} ${p.lastName}`, `${p.lastName} ${p.firstName}`].some((n) =>
          n.toLowerCase().startsWith(q),
        ),
      );
    }
    rows = [...rows].sort((a, b) =>
      `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`),
    );
    return { body: { data: rows, page: { total: rows.length } } };
  });
  server.on('GET /api/organisationtag', {
    body: {
      data: [
        {
          type: 'besmart',
          key: 'quickBehaviours',
          value: JSON.stringify([
            { quickBehaviour: 'Shouting', selected: true },
            { quickBehaviour: 'Kicking', selected: false },
            { quickBehaviour: 'Helping', selected: true },
          ]),
        },
      ],
    },
  });
  server.on('POST /api/formsubmission', {
    body: { data: { id: 77, reference: null, pdfUrl: null } },
  });
});
// Unmount first: a search still in flight must not outlive the page (then the server).
afterEach(async () => {
  cleanup();
  await server.close();
});

async function pick(
  user: ReturnType<typeof renderIncidents>['user'],
  text: string,
  option: string,
) {
  const box = screen.getByRole('combobox', { name: /Service User/ });
  await user.click(box);
  await user.type(box, text);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('/record', () => {
  it('tells a role without incidentCreate why it cannot record, and offers no tiles or clickers', async () => {
    signIn({
      myPermissions: {
        '7': { isAdmin: false, role: { id: 9, title: 'Viewer' }, permissions: ['reportsView'] },
      },
    });
    renderIncidents('/record');
    // Once the quick behaviours load, the clicker card says so too.
    await waitFor(() =>
      expect(
        screen.getAllByText('Your role does not allow recording incidents or logs'),
      ).toHaveLength(2),
    );
    expect(screen.queryByRole('link', { name: /Incident Report/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Shouting' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Smart Plan Builder/ })).toBeDisabled();
  });

  it('searches the service users on the server as the user types, never loading them all', async () => {
    signIn();
    const { user } = renderIncidents('/record');
    const box = screen.getByRole('combobox', { name: /Service User/ });
    // Nothing is asked for until the list is opened.
    expect(server.callsTo('GET /api/user')).toHaveLength(0);
    await user.click(box);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Adam Smith', 'Beth Adams', 'zoe Young']);
    await user.type(box, 'ADAM');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Adam Smith',
        'Beth Adams',
      ]),
    );
    const query = server.callsTo('GET /api/user').at(-1)!.query;
    expect(query).toMatchObject({ type: 'student', q: 'ADAM', limit: '20' });
  });

  it("links the tiles to 'new' until a person is picked, then to their id", async () => {
    signIn();
    const { user } = renderIncidents('/record');
    expect(screen.getByRole('link', { name: /Physical Intervention Report/ })).toHaveAttribute(
      'href',
      '/incident/high-level/new/edit',
    );
    expect(screen.getByRole('link', { name: /Incident Report/ })).toHaveAttribute(
      'href',
      '/incident/new/edit',
    );
    expect(screen.getByRole('link', { name: 'Behaviour Log' })).toHaveAttribute(
      'href',
      '/log/new/edit',
    );
    expect(screen.getByRole('link', { name: 'Smart Plan Builder' })).toHaveAttribute(
      'href',
      '/behaviour/new/edit',
    );
    await pick(user, 'beth', 'Beth Adams');
    expect(screen.getByRole('link', { name: /Physical Intervention Report/ })).toHaveAttribute(
      'href',
      '/incident/high-level/4/edit',
    );
    expect(screen.getByRole('link', { name: 'Behaviour Log' })).toHaveAttribute(
      'href',
      '/log/4/edit',
    );
    expect(screen.getByRole('link', { name: 'Smart Plan Builder' })).toHaveAttribute(
      'href',
      '/behaviour/4/edit',
    );
  });

  it('records a clicker for the selected quick behaviour of the picked person', async () => {
    signIn();
    const { user } = renderIncidents('/record');
    const group = await screen.findByRole('group', { name: 'Behaviour Clicker' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Shouting', 'Helping']);
    expect(buttons[0]).toBeDisabled();

    await pick(user, 'adam', 'Adam Smith');
    await user.click(within(group).getByRole('button', { name: 'Helping' }));

    await waitFor(() => expect(toastTexts()).toEqual(['success: Helping Recorded']));
    const posts = server.callsTo('POST /api/formsubmission');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers.authorization).toBe('Bearer token-from-server');
    expect(posts[0]!.body).toEqual({
      data: {
        type: 'clicker',
        subType: 'Helping',
        status: 'Published',
        subject: 3,
        responses: [
          {
            questionKey: 'quickBehaviour',
            questionText: 'n/a',
            response: 'Helping',
            responseType: 'string',
          },
        ],
      },
    });
  });

  it('shows the server error when a clicker is refused', async () => {
    server.on('POST /api/formsubmission', {
      status: 400,
      body: { error: 'subType: not a quick behaviour' },
    });
    signIn();
    const { user } = renderIncidents('/record');
    await pick(user, 'zoe', 'zoe Young');
    await user.click(await screen.findByRole('button', { name: 'Shouting' }));
    await waitFor(() => expect(toastTexts()).toEqual(['error: subType: not a quick behaviour']));
  });

  it('shows one Incident tile and no plan tiles on other plans, and no clickers when none are selected', async () => {
    server.on('GET /api/organisationtag', { body: { data: [] } });
    const base = signIn();
    signIn({ activeOrg: { ...base.activeOrg, plan: 'Basic' } });
    renderIncidents('/record');
    expect(screen.getByRole('link', { name: 'Incident' })).toHaveAttribute(
      'href',
      '/incident/new/edit',
    );
    expect(
      screen.queryByRole('link', { name: /Physical Intervention Report/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Smart Plan Builder' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download Smart Plan/ })).not.toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET /api/organisationtag')).toHaveLength(1));
    expect(screen.queryByRole('group', { name: 'Behaviour Clicker' })).not.toBeInTheDocument();
  });
  it("Download Smart Plan opens the person's latest plan PDF in the viewer, or says there is none", async () => {
    server.on('GET /api/smartplan/latest/3', {
      body: { data: { id: 70, fileId: 9, pdfUrl: '/api/file/9' } },
    });
    server.on('GET /api/smartplan/latest/4', {
      status: 404,
      body: { error: 'No Smart Plan for this service user' },
    });
    signIn();
    const { user } = renderIncidents('/record');
    await pick(user, 'beth', 'Beth Adams');
    await user.click(screen.getByRole('button', { name: /Download Smart Plan/ }));
    await waitFor(() =>
      expect(toastTexts()).toEqual(['warning: There is no Smart Plan for this service user yet']),
    );
    await user.clear(screen.getByRole('combobox', { name: /Service User/ }));
    await pick(user, 'smith', 'Adam Smith');
    await user.click(screen.getByRole('button', { name: /Download Smart Plan/ }));
    await waitFor(() =>
      expect(currentLocation()).toBe(`/pdfviewer?url=${encodeURIComponent('/api/file/9')}`),
    );
  });
});
