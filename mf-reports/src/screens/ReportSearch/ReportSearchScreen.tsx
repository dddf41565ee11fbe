import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  fieldsForReportType,
  REPORT_TECHNIQUE_OPERATOR,
  searchFields,
  useSession,
  useTerms,
  type CriterionRow,
  type QueryItem,
  type QuickSearchStorage,
} from 'shared-api';
import { emptyRow, fromQuery, QUERY_INCOMPLETE, toQuery } from 'shared-api/search';
import { Button, Card, PageHeader, toast } from 'shared-ui';
import { CriteriaBuilder, QuickSearchPanel, useSearchFieldOptions } from 'shared-ui/search';
import { criteriaFromSearch, criteriaSearch, runReport } from '../../data/analytics';
import { reportKind, type ReportKind } from '../../data/reportKinds';
import type { ResultState } from '../ReportResult/ReportResultScreen';

/** Saved quick searches of the report builders (spec 3 §3: key quickSearch, type combined). */
export const REPORT_QUICK_SEARCHES: QuickSearchStorage = { key: 'quickSearch', type: 'combined' };

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Back = styled(Link)`
  align-self: center;
  color: ${({ theme }) => theme.colours.deepBlue};
`;

/**
 * A report's search builder (spec 3 §2.4): quick searches, the criteria for the report type, and
 * View Results, which runs the report and opens its result screen with the result as navigation
 * state and the criteria in the URL (?q=). Opened with ?q= (Change criteria on a result screen),
 * the builder starts from those criteria.
 */
export function ReportSearchScreen({ kind }: { kind: ReportKind }) {
  const report = reportKind(kind);
  const session = useSession();
  const terms = useTerms();
  const navigate = useNavigate();
  const location = useLocation();
  const org = session.activeOrg;
  const fields = useMemo(
    () =>
      fieldsForReportType(
        report.fieldsType,
        searchFields(terms, { enablePILExtras: Boolean(org?.enablePILExtras) }),
      ),
    [terms, org?.enablePILExtras, report.fieldsType],
  );
  const { options, techniques } = useSearchFieldOptions();
  const [criteria, setCriteria] = useState<CriterionRow[]>(() => {
    const start = criteriaFromSearch(location.search);
    return start && start.length > 0 ? fromQuery(start, fields, techniques) : [emptyRow()];
  });
  const [running, setRunning] = useState(false);

  const currentQuery = () => toQuery(criteria, fields);
  const loadQuickSearch = (query: QueryItem[]) => setCriteria(fromQuery(query, fields, techniques));

  const viewResults = async () => {
    const query = currentQuery();
    if (!query) {
      toast.warning(QUERY_INCOMPLETE);
      return;
    }
    setRunning(true);
    try {
      const result = await runReport(report.submissionType, report.parts, query);
      const state: ResultState = { result, query };
      navigate(`${report.resultPath}${criteriaSearch(query)}`, { state });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Unknown Error: Please try again');
      setRunning(false);
    }
  };

  return (
    <>
      <PageHeader
        title={report.title}
        breadcrumbs={[{ label: 'Analytics', to: '/reports' }, { label: report.title }]}
      />
      <Card title="Search Criteria" headingLevel={2}>
        <QuickSearchPanel
          storage={REPORT_QUICK_SEARCHES}
          currentQuery={currentQuery}
          onLoad={loadQuickSearch}
        />
        <CriteriaBuilder
          rows={criteria}
          onChange={setCriteria}
          fields={fields}
          options={options}
          techniqueOperator={REPORT_TECHNIQUE_OPERATOR}
        />
        <Buttons>
          <Back to="/reports">{'< Back'}</Back>
          <Button type="button" disabled={running} onClick={() => void viewResults()}>
            {running ? 'Running...' : 'View Results'}
          </Button>
        </Buttons>
      </Card>
    </>
  );
}
