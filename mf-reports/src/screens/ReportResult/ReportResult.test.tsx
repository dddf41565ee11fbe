import { act, screen, waitFor, within } from '@testing-library/react';
import { loginData, startTestServer, type TestServer } from 'test-kit';
import { criteriaSearch } from '../../data/analytics';
import { currentLocation, renderApp, signIn, signInStaff } from '../../../test/renderApp';
import { bucket, globalReport } from '../../../test/fixtures';

// ApexCharts draws with SVG measurements jsdom does not have: the chart is a stand-in here (the
// figures are asserted through the data tables, which is what keyboard and screen-reader users get).
jest.mock('react-apexcharts', () => ({
  __esModule: true,
  default: (props: { type: string }) => <div data-testid="apexchart" data-type={props.type} />,
}));

let server: TestServer;
let bodies: { data: { submissionType: string; query: unknown[]; reports: string[] } }[];

function answer(data: unknown, status = 200) {
  server.on('POST /api/report/generate', (req) => {
    bodies.push(req.body as (typeof bodies)[number]);
    return status === 200 ? { body: { data } } : { status, body: data };
  });
}

beforeEach(async () => {
  bodies = [];
  server = await startTestServer();
  server.on('GET /api/user', { body: { data: [] } });
  server.on('GET /api/usergroup', { body: { data: [] } });
  server.on('GET /api/organisationtag', { body: { data: [] } });
  server.on('GET /api/usertag', { body: { data: [] } });
  answer(globalReport());
});
afterEach(async () => {
  // Let the builder's quick-search and option loads answered by the server settle before it closes.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 150));
  });
  await server.close();
});

/** jsdom's Blob has no text(): read it as a browser's FileReader would. */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

const DATE_QUERY = [
  { key: 'dateOfIncident', operator: 'after', response: '2026-09-01', relation: 'AND' as const },
];

describe('Global Incident Report result', () => {
  it('re-runs the report from the criteria in the URL (reload, bookmark) and shows tiles, charts and tables', async () => {
    signIn();
    renderApp(`/report/incidentreport${criteriaSearch(DATE_QUERY)}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Global Incident Report' }),
    ).toBeInTheDocument();
    await screen.findByText('Total Incidents');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.data.submissionType).toBe('incidentreport');
    expect(bodies[0]!.data.query).toEqual(DATE_QUERY);
    expect(bodies[0]!.data.reports).toEqual(
      expect.arrayContaining([
        'incidentTotals',
        'incidentsByStudent',
        'incidentTrend',
        'globalIncidentSearch',
      ]),
    );
    const tile = screen.getByText('Total Incidents').parentElement!;
    await waitFor(() => expect(tile).toHaveTextContent('12'));
    // The charts load lazily; each has a data table.
    expect(await screen.findAllByTestId('apexchart')).not.toHaveLength(0);
    const byStudent = screen
      .getByRole('heading', { name: 'Incidents by Service User' })
      .closest('section')!;
    const table = within(byStudent).getByRole('table', { hidden: true });
    expect(
      within(table).getByRole('rowheader', { name: 'Beth Adams', hidden: true }),
    ).toBeInTheDocument();
    // An empty breakdown says so, word for word.
    const byGroup = screen.getByRole('heading', { name: 'Incidents by Group' }).closest('section')!;
    expect(within(byGroup).getByText('Not enough data available')).toBeInTheDocument();
    // Beyond the spec: trend summary, heatmap and disproportionality.
    expect(
      screen.getByText(/12 incidents from 01\/09\/2026 to 30\/11\/2026; 4 from/),
    ).toHaveTextContent('+200% on the previous period');
    expect(
      screen.getByRole('region', { name: 'Incidents by day and hour table' }),
    ).toBeInTheDocument();
    expect(screen.getByText('40.0 (highest)')).toBeInTheDocument();
    // Print-only header: organisation, criteria, period.
    const header = screen.getByTestId('print-header');
    expect(header).toHaveTextContent('Demo School');
    expect(header).toHaveTextContent('Date Of Incident after 01/09/2026');
    expect(header).toHaveTextContent('01/09/2026 to 30/11/2026');
  });

  it('drills into a bar from the data table: the bucket criteria are ANDed to the URL and the report runs again', async () => {
    signIn();
    const { user } = renderApp(`/report/incidentreport${criteriaSearch(DATE_QUERY)}`);
    const byStudent = (
      await screen.findByRole('heading', { name: 'Incidents by Service User' })
    ).closest('section')!;
    await user.click(within(byStudent).getByText('Data table'));
    // Cal Brown's bucket has no usable criteria ([] still selects; null would not): both are offered
    // only where criteria exist.
    await user.click(within(byStudent).getByRole('button', { name: 'Show incidents: Beth Adams' }));
    const drilled = [
      ...DATE_QUERY,
      { key: 'studentName', operator: 'is', response: '4', relation: 'AND' as const },
    ];
    await waitFor(() =>
      expect(currentLocation()).toBe(`/report/incidentreport${criteriaSearch(drilled)}`),
    );
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]!.data.query).toEqual(drilled);
    // Buckets without criteria offer no drill-down.
    const byYear = screen
      .getByRole('heading', { name: 'Incidents by Year Group' })
      .closest('section')!;
    expect(
      within(byYear).queryByRole('button', { name: /Show incidents/, hidden: true }),
    ).not.toBeInTheDocument();
  });

  it('downloads the related incidents as the named CSV with the spec columns, formula cells neutralised', async () => {
    signIn();
    const blobs: Blob[] = [];
    const names: string[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:related';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const { user } = renderApp('/report/incidentreport');
    const panel = (await screen.findByRole('heading', { name: 'Additional Actions' })).closest(
      'section',
    )!;
    await user.click(within(panel).getByRole('button', { name: 'Show Related Incidents' }));
    expect(
      within(panel).getByRole('heading', { name: 'First 250 Results (2 found)' }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'besmart-43' })).toHaveAttribute(
      'href',
      '/incident/high-level/4/edit/102',
    );
    await user.click(within(panel).getByRole('button', { name: 'Download CSV' }));
    click.mockRestore();
    expect(names[0]).toMatch(/^BeSmart - Related Incidents - \d{2}-\d{2}-\d{4}\.csv$/);
    const text = (await readBlob(blobs[0]!)).replace(/^\ufeff/, '');
    const lines = text.split(/\r?\n/);
    expect(lines[0]).toBe('"Reference","first name","last name","Incident Date","Incident Link"');
    expect(lines).toContain(
      `"besmart-42","Beth","Adams","03/11/2026","${window.location.origin}/incident/4/edit/101"`,
    );
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('shows the server refusal (403) in place of the report', async () => {
    signIn();
    answer({ error: 'Only safeguarding leads can see Analytics' }, 403);
    renderApp('/report/incidentreport');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only safeguarding leads can see Analytics',
    );
  });

  it('says a link with unreadable criteria cannot be read and runs nothing', async () => {
    signIn();
    renderApp('/report/incidentreport?q=%5Bnot-json');
    expect(
      await screen.findByText('The criteria in this link could not be read.'),
    ).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });
});

describe('the other result screens: empty texts and figures', () => {
  it('Intervention Report: averages "m min s sec", totals "h hours m minutes", empty lists', async () => {
    signIn();
    answer({
      intervention: {
        locations: [],
        physicalTechniques: [bucket('hold', 'Single elbow', 3)],
        deescalationTechniques: [],
        restrictiveCount: 2,
        averageDurationSeconds: 125.4,
        totalDurationSeconds: 3 * 3600 + 7 * 60 + 30,
        damageCategories: [
          bucket('self', 'Hurting self', 0),
          bucket('others', 'Hurting others', 0),
          bucket('property', 'Damage to property', 0),
          bucket('offence', 'Committing an offence', 0),
          bucket('support', 'Behaviour we are trying to support', 0),
        ],
      },
    });
    renderApp('/report/interventionreport');
    expect(await screen.findByText('2 min 5 sec')).toBeInTheDocument();
    expect(screen.getByText('3 hours 7 minutes')).toBeInTheDocument();
    expect(screen.getByText('Single elbow')).toBeInTheDocument();
    expect(screen.getAllByText('Insufficient data, please check back soon.')).toHaveLength(3);
  });

  it('Involvement Report: "No data available" and the rounded-up average as given', async () => {
    signIn();
    answer({ involvement: { staff: [], otherServiceUsers: [], averageStaffPerIncident: 3 } });
    renderApp('/report/involvementreport');
    expect(await screen.findAllByText('No data available')).toHaveLength(2);
    const tile = screen.getByText('Average Staff per Incident').parentElement!;
    await waitFor(() => expect(tile).toHaveTextContent('3'));
  });

  it('Clicker Report: the related clickers list (Date DD/MM/YYYY - HH:mm) and the empty chart text', async () => {
    signIn();
    answer({
      clickerCount: 3,
      clickerStudentCount: 1,
      clickerByType: [bucket('Kind', 'Kind', 3)],
      clickerByStudent: [],
      clickerStudentOverview: [],
      clickerSearch: {
        rows: [
          {
            id: 9,
            userId: 4,
            firstname: 'Beth',
            lastname: 'Adams',
            yearGroup: 'Year 7',
            createdAt: '2026-11-03T10:15:00',
            type: 'Kind',
          },
        ],
        total: 1,
      },
    });
    const { user } = renderApp('/report/clickerreport');
    const panel = (await screen.findByRole('heading', { name: 'Additional Actions' })).closest(
      'section',
    )!;
    await user.click(within(panel).getByRole('button', { name: 'Show Related Clickers' }));
    expect(within(panel).getByText('03/11/2026 - 10:15')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Hide Related Clickers' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText('Not enough data available')).toBeInTheDocument();
  });
});

describe('Injuries, Log and extras reports', () => {
  it('Injuries Report: four tiles and the charts by month, hour, group and location', async () => {
    signIn();
    answer({
      medicalIntervention: {
        injuredServiceUser: 4,
        injuredStaff: 2,
        injuredOther: 1,
        byMonth: [bucket('2026-11', 'Nov 2026', 4)],
        byHour: [],
        byUserGroup: [],
        byLocation: [bucket('Hall', 'Hall', 4)],
        averageStaffPerIncident: 2,
      },
    });
    renderApp('/report/medicalinterventionreport');
    const tile = (label: string) => screen.getByText(label).parentElement!;
    await screen.findByText('Injury to the Service User');
    await waitFor(() => expect(tile('Injury to the Service User')).toHaveTextContent('4'));
    expect(tile('Injury to a Staff Member')).toHaveTextContent('2');
    expect(tile('Injury to Other')).toHaveTextContent('1');
    expect(tile('Average Staff per Incident')).toHaveTextContent('2');
    for (const title of [
      'Injuries by Month',
      'Injuries by Hour of Day',
      'Injuries by Group',
      'Injuries by Location',
    ])
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getAllByText('Not enough data available')).toHaveLength(2);
    expect(bodies[0]!.data.submissionType).toBe('medicalinterventionreport');
  });

  it('Log Report: tiles, the related logs with their columns', async () => {
    signIn();
    answer({
      concernCount: 1,
      concernStudentCount: 1,
      concernByType: [bucket('Negative', 'Negative', 1)],
      concernByStudentPositive: [],
      concernByStudentNegative: [bucket('4', 'Beth Adams', 1)],
      concernByStudentNA: [],
      concernStudentOverview: [
        { userId: 4, name: 'Beth Adams', positive: 0, negative: 1, na: 0, total: 1 },
      ],
      concernSearch: {
        rows: [
          {
            id: 3,
            userId: 4,
            firstname: 'Beth',
            lastname: 'Adams',
            group: 'Blue',
            concernDate: '2026-11-02',
            concernTime: '09:15',
            concern: 'Upset at lunch',
            type: 'Negative',
            action: 'Spoke to parents',
            actionDate: '2026-11-03',
          },
        ],
        total: 1,
      },
    });
    const { user } = renderApp('/report/concernreport');
    const panel = (await screen.findByRole('heading', { name: 'Additional Actions' })).closest(
      'section',
    )!;
    await user.click(within(panel).getByRole('button', { name: 'Show Related Logs' }));
    const table = within(panel).getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[↕▲▼]/g, '').trim());
    expect(headers).toEqual([
      'Date',
      'Service User',
      'group',
      'Concern',
      'Type',
      'Action',
      'Action Date',
    ]);
    expect(within(table).getByText('02/11/2026 09:15')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Summary by Service User' })).toBeInTheDocument();
    expect(bodies[0]!.data.submissionType).toBe('concern');
  });

  it('extras report: suspensions, permanent exclusion and one polar chart per category', async () => {
    const base = loginData();
    signIn({ activeOrg: { ...base.activeOrg, enablePILExtras: true } });
    answer({
      pilExtrasReport: {
        incidents: [bucket('racist', 'Racist', 2), bucket('bullying', 'Bullying', 0)],
        byCategory: [
          { key: 'racist', label: 'Racist', byStudent: [bucket('4', 'Beth Adams', 2)] },
          { key: 'bullying', label: 'Bullying', byStudent: [] },
          { key: 'Suspension', label: 'Suspension', byStudent: [bucket('4', 'Beth Adams', 3)] },
        ],
      },
      pilExtrasReportExclusions: {
        suspensions: 3,
        permanentExclusions: 1,
        suspensionsByStudent: [bucket('4', 'Beth Adams', 3)],
        permanentExclusionsByStudent: [bucket('5', 'Cal Brown', 1)],
      },
    });
    renderApp('/report/incidentreportExtras');
    await screen.findByText('Suspensions', { selector: 'span' });
    for (const title of ['Incidents', 'Suspensions', 'Permanent Exclusion', 'Racist', 'Bullying'])
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    const bullying = screen.getByRole('heading', { name: 'Bullying' }).closest('section')!;
    expect(within(bullying).getByText('Not enough data available')).toBeInTheDocument();
    // The exclusion categories are not drawn twice.
    expect(screen.queryByRole('heading', { name: 'Suspension' })).not.toBeInTheDocument();
    expect(bodies[0]!.data.reports).toEqual(['pilExtrasReport', 'pilExtrasReportExclusions']);
  });
});

describe('navigation state and access', () => {
  it('uses the result handed over by the search without a second call', async () => {
    signIn();
    const { user } = renderApp('/incident/report/search');
    await user.click(await screen.findByRole('button', { name: 'View Results' }));
    await waitFor(() => expect(currentLocation()).toBe('/report/incidentreport'));
    await screen.findByText('Total Incidents');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(bodies).toHaveLength(1);
  });

  it('sends staff who are not leads from every Analytics route to /dashboard, calling nothing', async () => {
    signInStaff();
    renderApp(`/report/incidentreport${criteriaSearch(DATE_QUERY)}`);
    await waitFor(() => expect(currentLocation()).toBe('/dashboard'));
    expect(bodies).toHaveLength(0);
  });
});
