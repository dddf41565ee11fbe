import { act, screen, waitFor, within } from '@testing-library/react';
import { startTestServer, type TestServer } from 'test-kit';
import { criteriaSearch } from '../../data/analytics';
import { currentLocation, renderApp, signIn, toastTexts } from '../../../test/renderApp';
import { globalReport } from '../../../test/fixtures';

jest.mock('react-apexcharts', () => ({
  __esModule: true,
  default: () => <div data-testid="apexchart" />,
}));

let server: TestServer;
let bodies: { data: { submissionType: string; query: unknown[]; reports: string[] } }[];

beforeEach(async () => {
  bodies = [];
  server = await startTestServer();
  server.on('GET /api/user', { body: { data: [{ id: 4, firstName: 'Beth', lastName: 'Adams' }] } });
  server.on('GET /api/usergroup', { body: { data: [] } });
  server.on('GET /api/organisationtag', { body: { data: [] } });
  server.on('GET /api/usertag', { body: { data: [] } });
  server.on('POST /api/report/generate', (req) => {
    bodies.push(req.body as (typeof bodies)[number]);
    return { body: { data: globalReport() } };
  });
});
afterEach(async () => {
  // Let the builder's quick-search and option loads answered by the server settle before it closes.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 150));
  });
  await server.close();
});

const fieldNames = () =>
  within(screen.getByRole('combobox', { name: 'Field 1' }))
    .getAllByRole('option')
    .map((o) => o.textContent ?? '')
    .filter(Boolean);

describe('report search builder', () => {
  it('runs the report and opens the result with the criteria in the URL', async () => {
    signIn();
    const { user } = renderApp('/incident/report/search');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Field 1' }),
      'Date Of Incident',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Query 1' }), 'after');
    await user.type(screen.getByRole('textbox', { name: 'Value 1' }), '01/09/2026');
    await user.click(screen.getByRole('button', { name: 'View Results' }));
    const query = [
      { key: 'dateOfIncident', operator: 'after', response: '2026-09-01', relation: 'AND' },
    ];
    await waitFor(() =>
      expect(currentLocation()).toBe(`/report/incidentreport${criteriaSearch(query as never)}`),
    );
    expect(bodies[0]!.data.query).toEqual(query);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Global Incident Report' }),
    ).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });

  it("sends a technique field with operator 'has' and no response (spec 3 §2.4)", async () => {
    server.on('GET /api/organisationtag', {
      body: {
        data: [
          {
            type: 'besmart',
            key: 'deescalationTechniques',
            value: JSON.stringify([{ technique: 'Giving Space', selected: true }]),
          },
        ],
      },
    });
    signIn();
    const { user } = renderApp('/incident/report/search');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Field 1' }),
      'deescalationTechniques',
    );
    expect(screen.getByRole('combobox', { name: 'Query 1' })).toHaveValue('has');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Value 1' }),
      'Giving Space',
    );
    await user.click(screen.getByRole('button', { name: 'View Results' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.data.query).toEqual([
      { key: 'givingspace', operator: 'has', relation: 'AND' },
    ]);
  });

  it('refuses a partly filled row with the spec text and runs nothing', async () => {
    signIn();
    const { user } = renderApp('/incident/report/search');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Field 1' }), 'Location');
    await user.click(screen.getByRole('button', { name: 'View Results' }));
    await waitFor(() =>
      expect(toastTexts()).toContain('warning: Please complete the query before continuing'),
    );
    expect(bodies).toHaveLength(0);
    expect(currentLocation()).toBe('/incident/report/search');
  });

  it('offers the fields of the report type: Log fields for the Log Report, none of them for incidents', async () => {
    signIn();
    const first = renderApp('/log/report/search');
    await screen.findByRole('combobox', { name: 'Field 1' });
    const logFields = fieldNames().filter((f) => f !== 'Select...' && !f.startsWith('Choose'));
    expect(logFields.length).toBeGreaterThan(0);
    expect(logFields.every((f) => f.startsWith('Log -'))).toBe(true);
    first.unmount();
    renderApp('/incident/report/search');
    await screen.findByRole('combobox', { name: 'Field 1' });
    expect(fieldNames().some((f) => f.startsWith('Log -') || f.startsWith('Clicker -'))).toBe(
      false,
    );
    expect(fieldNames()).toContain('Date Of Incident');
  });

  it('starts from the criteria of a result link (Change criteria)', async () => {
    signIn();
    const query = [{ key: 'location', operator: 'is', response: 'Hall', relation: 'AND' as const }];
    renderApp(`/intervention/report/search${criteriaSearch(query)}`);
    expect(await screen.findByRole('combobox', { name: 'Field 1' })).toHaveValue('location');
    expect(screen.getByRole('textbox', { name: 'Value 1' })).toHaveValue('Hall');
  });
});
