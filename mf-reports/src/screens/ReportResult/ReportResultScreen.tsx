import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { type QueryItem } from 'shared-api';
import { formatDate } from 'shared-api/dates';
import { Button, EmptyState, PageHeader, Spinner } from 'shared-ui';
import {
  criteriaFromSearch,
  criteriaSearch,
  drillQuery,
  runReport,
  type Bucket,
  type ReportResult,
} from '../../data/analytics';
import { reportKind, type ReportKind } from '../../data/reportKinds';
import { PrintHeader, ReportPrintStyle, useCriteriaText } from '../../components/PrintHeader';
import { ClickerReport } from './reports/ClickerReport';
import { ExtrasReport } from './reports/ExtrasReport';
import { GlobalIncidentReport } from './reports/GlobalIncidentReport';
import { InjuriesReport } from './reports/InjuriesReport';
import { InterventionReport } from './reports/InterventionReport';
import { InvolvementReport } from './reports/InvolvementReport';
import { LogReport } from './reports/LogReport';
import type { ReportBodyProps } from './reports/types';

/** Navigation state a search hands to its result screen (spec 3 §2.4). */
export interface ResultState {
  result: ReportResult;
  query: QueryItem[];
}

const BODIES: Record<ReportKind, ComponentType<ReportBodyProps>> = {
  incident: GlobalIncidentReport,
  intervention: InterventionReport,
  involvement: InvolvementReport,
  medicalIntervention: InjuriesReport,
  log: LogReport,
  clicker: ClickerReport,
  incidentreportExtras: ExtrasReport,
};

export const LINK_UNREADABLE = 'The criteria in this link could not be read.';

const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  a {
    color: ${({ theme }) => theme.colours.deepBlue};
  }
`;

const Criteria = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.muted};
`;

const Failure = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colours.dangerBackground};
  color: ${({ theme }) => theme.colours.danger};
`;

/** A result screen: one per set of criteria (a drill-down or Back re-mounts it). */
export function ReportResultScreen({ kind }: { kind: ReportKind }) {
  const location = useLocation();
  return <ResultPage key={`${kind}${location.search}`} kind={kind} />;
}

function sameQuery(a: readonly QueryItem[], b: readonly QueryItem[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Shows the result the search handed over as navigation state; opened any other way (reload,
 * back and forward, a bookmark, a link from a colleague, a drill-down) it runs the report again
 * from the criteria in the URL. The state is used once and then cleared, so a reload always
 * shows fresh figures.
 */
function ResultPage({ kind }: { kind: ReportKind }) {
  const report = reportKind(kind);
  const location = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => criteriaFromSearch(location.search), [location.search]);
  const [handed] = useState(() => {
    const state = location.state as Partial<ResultState> | null;
    return state?.result && state.query && query && sameQuery(state.query, query)
      ? state.result
      : undefined;
  });
  const [result, setResult] = useState<ReportResult | undefined>(handed);
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (handed) {
      navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
      return;
    }
    if (!query) return;
    let live = true;
    runReport(report.submissionType, report.parts, query).then(
      (answer) => live && setResult(answer),
      (failure: unknown) =>
        live &&
        setError(failure instanceof Error ? failure.message : 'Unknown Error: Please try again'),
    );
    return () => {
      live = false;
    };
    // Runs once per mounted set of criteria (the screen is keyed by the URL's search).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onDrill = (bucket: Bucket) => {
    if (!query || !bucket.criteria) return;
    navigate(`${report.resultPath}${criteriaSearch(drillQuery(query, bucket))}`);
  };

  const criteriaText = useCriteriaText(query ?? []);
  const Body = BODIES[kind];
  const trend = result?.incidentTrend;
  const period = trend ? `${formatDate(trend.from)} to ${formatDate(trend.to)}` : undefined;

  return (
    <>
      <ReportPrintStyle />
      {query && <PrintHeader title={report.title} query={query} period={period} />}
      <PageHeader
        title={report.title}
        breadcrumbs={[{ label: 'Analytics', to: '/reports' }, { label: report.title }]}
        actions={
          <Actions className="no-print">
            <Link to={`${report.searchPath}${criteriaSearch(query ?? [])}`}>Change criteria</Link>
            <Button type="button" onClick={() => window.print()} disabled={!result}>
              Print
            </Button>
          </Actions>
        }
      />
      <Stack>
        {query && <Criteria className="no-print">Criteria: {criteriaText}</Criteria>}
        {!query ? (
          <EmptyState
            message={LINK_UNREADABLE}
            action={<Link to={report.searchPath}>Start a new search</Link>}
          />
        ) : error ? (
          <Failure role="alert">{error}</Failure>
        ) : !result ? (
          <Spinner label="Loading the report" />
        ) : (
          <Body result={result} query={query} onDrill={onDrill} />
        )}
      </Stack>
    </>
  );
}
