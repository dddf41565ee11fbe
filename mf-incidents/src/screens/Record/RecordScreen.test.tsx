import { screen, waitFor, within } from '@testing-library/react';
import { startTestServer, type TestServer } from 'test-kit';
import {
  currentLocation,
  renderIncidents,
  signIn,
  toastTexts,
} from '../../components/testing/renderIncidents';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
  server.on('GET /api/user', {
    body: {
      data: [
        { id: 5, firstName: 'zoe', lastName: 'Young' },
        { id: 3, firstName: 'Adam', lastName: 'Smith' },
        { id: 9, firstName: 'NoLast', lastName: '' },
        { id: 4, firstName: 'Beth', lastName: 'Adams' },
      ],
      page: { total: 4 },
    },
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
afterEach(() => server.close());

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

  it('offers only people with both names, sorted, matching case-insensitively', async () => {
    signIn();
    const { user } = renderIncidents('/record');
    const box = screen.getByRole('combobox', { name: /Service User/ });
    await waitFor(() => expect(server.callsTo('GET /api/user')).toHaveLength(1));
    const query = server.callsTo('GET /api/user')[0]!.query;
    expect(query.type).toBe('student');
    expect(JSON.parse(query.where!)).toEqual({ deleted: false });
    expect(query.limit).toBe('1000');
    await user.click(box);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Adam Smith', 'Beth Adams', 'zoe Young']);
    await user.type(box, 'ADAM');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Adam Smith',
      'Beth Adams',
    ]);
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
