import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { configureApi, sessionStore, type CollaboratorReportRow } from 'shared-api';
import { toast, toastStore, UiRoot } from 'shared-ui';
import { httpFetch, startTestServer, type TestServer } from '../../test/httpFetch';
import { lead, session } from '../../test/sessions';
import { Dashboard, systemUserCount } from './Dashboard';

const ME = 12;

function row(overrides: Partial<CollaboratorReportRow>): CollaboratorReportRow {
  return {
    id: 1,
    reference: 100,
    subject: 40,
    subType: 'lowlevel',
    latestSubmission: 900,
    dateOfIncident: '2026-03-04',
    authorFirstname: 'Lee',
    authorLastname: 'Lead',
    studentFirstname: 'Ava',
    studentLastname: 'Able',
    collaboratorsFinished: [],
    ...overrides,
  };
}

let server: TestServer;
let rows: CollaboratorReportRow[];
let failReports = false;
let plansDue: unknown[] = [];
let overdue = 0;

beforeAll(async () => {
  server = await startTestServer((request) => {
    if (request.authorization !== 'Bearer token-123') {
      return { status: 401, body: { error: 'Your session has expired. Please sign in again.' } };
    }
    if (request.path === '/api/report/generate' && request.method === 'POST') {
      if (failReports) return { status: 500, body: { error: 'Report generation failed' } };
      return {
        body: {
          data: {
            numActiveStudents: 30,
            totalNumberOfIncidents: 7,
            behaviourDrafts: 3,
            incidentsAsCollaborator: rows,
            plansDueForReview: plansDue,
          },
        },
      };
    }
    if (request.path === '/api/restraint/overdue-count' && request.method === 'GET') {
      return { body: { data: { overdue } } };
    }
    if (request.path === '/api/organisation/1/user' && request.query.get('type') === 'user') {
      return { body: { data: [], page: { total: 8 } } };
    }
    const ack = /^\/api\/formsubmission\/(\d+)\/acknowledge$/.exec(request.path);
    if (ack && request.method === 'POST') {
      const id = Number(ack[1]);
      rows = rows.map((r) =>
        r.id === id ? { ...r, collaboratorsFinished: [...r.collaboratorsFinished, ME] } : r,
      );
      return { body: { data: { success: true } } };
    }
    return undefined;
  });
});

afterAll(() => server.close());

beforeEach(() => {
  failReports = false;
  plansDue = [];
  server.requests.length = 0;
  rows = [
    row({ id: 1, reference: 101, subject: 40, latestSubmission: 900 }),
    row({
      id: 2,
      reference: 105,
      subject: 41,
      subType: 'highlevel',
      latestSubmission: 901,
      studentFirstname: 'Ben',
      studentLastname: 'Bold',
    }),
    row({ id: 3, reference: 103, studentFirstname: 'Cat', collaboratorsFinished: [ME] }),
  ];
  configureApi({ baseUrl: server.url, fetch: httpFetch });
  sessionStore.set(
    session({
      extra: {
        terms: {
          serviceUser: 'pupil',
          serviceUserPlural: 'pupils',
          service: 'school',
          servicePlural: 'schools',
        },
      },
    }),
  );
});

afterEach(() => {
  cleanup();
  toast.clear();
  sessionStore.clear();
});

function renderDashboard() {
  return render(
    <SWRConfig
      value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
    >
      <UiRoot>
        <MemoryRouter>
          <Dashboard />
        </MemoryRouter>
      </UiRoot>
    </SWRConfig>,
  );
}

const list = () => screen.getByRole('region', { name: "Incidents I'm collaborating on" });

describe('Dashboard', () => {
  it('shows the four counters from the fetched report and the user list', async () => {
    renderDashboard();
    await waitFor(() => expect(screen.getByText('30')).toBeInTheDocument());
    expect(screen.getByText('Pupils')).toBeInTheDocument();
    expect(screen.getByText('30').parentElement).toHaveTextContent('Pupils');
    await waitFor(() => expect(screen.getByText('Users').parentElement).toHaveTextContent('7'));
    expect(screen.getByText('Smart Plans').parentElement).toHaveTextContent('3');
    expect(screen.getByText('Incidents').parentElement).toHaveTextContent('7');

    const report = server.requests.find((r) => r.path === '/api/report/generate');
    expect(report?.query.get('orgId')).toBe('1');
    expect(report?.body).toEqual({
      data: {
        submissionType: 'incidentreport',
        query: [],
        reports: [
          'behaviourDrafts',
          'numActiveStudents',
          'totalNumberOfIncidents',
          'incidentsAsCollaborator',
          'plansDueForReview',
        ],
      },
    });
  });

  it('lists the Smart Plans due for review (Plus only), with their state and a link to each', async () => {
    plansDue = [
      {
        id: 70,
        subject: { id: 41, firstName: 'Ava', lastName: 'Brown' },
        authorId: 12,
        reviewDate: '2026-03-01',
        reviewStatus: 'overdue',
      },
      {
        id: 71,
        subject: { id: 42, firstName: 'Ben', lastName: 'Cole' },
        authorId: 12,
        reviewDate: '2026-03-09',
        reviewStatus: 'dueSoon',
      },
    ];
    const view = renderDashboard();
    const card = await screen.findByRole('region', { name: 'Smart Plans due for review' });
    expect(await within(card).findByRole('link', { name: 'Ava Brown' })).toHaveAttribute(
      'href',
      '/behaviour/41/plan/70',
    );
    expect(within(card).getByText(/01\/03\/2026/)).toHaveTextContent('Overdue');
    expect(within(card).getByText(/09\/03\/2026/)).toHaveTextContent('Due soon');
    view.unmount();

    plansDue = [];
    const empty = renderDashboard();
    expect(await screen.findByText('No Smart Plans are due for review')).toBeInTheDocument();
    empty.unmount();

    sessionStore.set(session({ org: { plan: 'Care' } }));
    renderDashboard();
    await waitFor(() =>
      expect(screen.getByText('Smart Plans').parentElement).toHaveTextContent('3'),
    );
    expect(screen.queryByRole('region', { name: 'Smart Plans due for review' })).toBeNull();
    const reports = server.requests.filter((r) => r.path === '/api/report/generate');
    expect((reports.at(-1)?.body as { data: { reports: string[] } }).data.reports).not.toContain(
      'plansDueForReview',
    );
  });

  it("lists the incidents I'm collaborating on, newest reference first, with the right links", async () => {
    renderDashboard();
    const links = await within(list()).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('besmart-105 Ben Bold'),
      expect.stringContaining('besmart-101 Ava Able'),
    ]);
    expect(links[0]).toHaveAttribute('href', '/incident/high-level/41/edit/901');
    expect(links[1]).toHaveAttribute('href', '/incident/40/edit/900');
    expect(links[1]).toHaveTextContent('04/03/2026 - reported by Lee Lead');
    expect(within(list()).queryByText(/besmart-103/)).not.toBeInTheDocument();
  });

  it('acknowledging removes the row and refreshes the report', async () => {
    renderDashboard();
    const button = await within(list()).findByRole('button', { name: 'Acknowledge besmart-105' });
    expect(button).toHaveTextContent('X');

    await userEvent.click(button);

    await waitFor(() => expect(within(list()).queryByText(/besmart-105/)).not.toBeInTheDocument());
    const ack = server.requests.find((r) => r.path === '/api/formsubmission/2/acknowledge');
    expect(ack?.method).toBe('POST');
    expect(ack?.body).toEqual({ status: true });
    await waitFor(() =>
      expect(server.requests.filter((r) => r.path === '/api/report/generate')).toHaveLength(2),
    );
    expect(within(list()).getByText(/besmart-101/)).toBeInTheDocument();
  });

  it("shows 'No incidents to display' when the list is empty", async () => {
    rows = [];
    renderDashboard();
    expect(await within(list()).findByText('No incidents to display')).toBeInTheDocument();
  });

  it('shows the Help Centre and Open Ticket links', async () => {
    renderDashboard();
    expect(screen.getByRole('link', { name: 'Help Centre' })).toHaveAttribute('href', '/content');
    const ticket = screen.getByRole('link', { name: 'Open Ticket' });
    expect(ticket).toHaveAttribute('target', '_blank');
    expect(ticket.getAttribute('href')).toMatch(/^https:\/\//);
    expect(screen.getByRole('region', { name: 'Need Help' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('30')).toBeInTheDocument());
  });

  it('toasts the server error when the report cannot be generated', async () => {
    failReports = true;
    renderDashboard();
    await waitFor(() =>
      expect(toastStore.get().map((t) => t.message)).toContain('Report generation failed'),
    );
  });
});

describe('Restraint records card (issue 13)', () => {
  it('shows leads the overdue count, linking to the oversight filtered to overdue', async () => {
    overdue = 3;
    sessionStore.set(lead());
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Restraint records' });
    const link = await within(card).findByRole('link', { name: 'Restraint records overdue: 3' });
    expect(link).toHaveAttribute('href', '/restraint/oversight?state=overdue');
    const call = server.requests.find((r) => r.path === '/api/restraint/overdue-count');
    expect(call?.query.get('orgId')).toBe('1');
  });

  it('is not shown, and the count not asked for, to staff who are neither leads nor admins', async () => {
    renderDashboard();
    await waitFor(() => expect(screen.getByText('30')).toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Restraint records' })).not.toBeInTheDocument();
    expect(server.requests.some((r) => r.path === '/api/restraint/overdue-count')).toBe(false);
  });
});

describe('systemUserCount', () => {
  it('subtracts one, never below zero, and passes loading through', () => {
    expect(systemUserCount(8)).toBe(7);
    expect(systemUserCount(0)).toBe(0);
    expect(systemUserCount(undefined)).toBeUndefined();
  });
});
