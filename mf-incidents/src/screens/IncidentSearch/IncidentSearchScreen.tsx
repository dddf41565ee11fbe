import { useEffect, useMemo, useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  fieldsForReportType,
  isSafeguardingLead,
  searchFields,
  useSession,
  useTerms,
  type CriterionRow,
  type QueryItem,
  type QuickSearchStorage,
} from 'shared-api';
import { emptyRow, fromQuery, QUERY_INCOMPLETE, toQuery } from 'shared-api/search';
import { Button, Card, PageHeader, Spinner, toast } from 'shared-ui';
import { CriteriaBuilder, QuickSearchPanel, useSearchFieldOptions } from 'shared-ui/search';
import type { IncidentReportName } from '../../data/search';
import { IncidentTabs } from '../../components/IncidentTabs';
import { RelatedIncidentsPanel } from '../../components/related/RelatedIncidentsPanel';
import { IncidentResults } from '../../components/results/IncidentResults';
import { useIncidentSearch } from './useIncidentSearch';
import { useBack } from '../../components/useBack';
import { mayArchiveIncident, mayDeleteRelated, mayPushToCpoms } from '../../permissions';

export type SearchMode = 'own' | 'global' | 'cpoms';

/** The incident searches keep quick searches as user tags of type incidentSearch (spec 2 §3.3). */
const QUICK_SEARCH_TYPE = 'incidentSearch';

const MODES: Record<
  SearchMode,
  { title: string; report: IncidentReportName; quickSearches: QuickSearchStorage }
> = {
  own: {
    title: 'Incident Search',
    report: 'incidentSearch',
    quickSearches: { key: 'incidentQuickSearch', type: QUICK_SEARCH_TYPE },
  },
  global: {
    title: 'Global Incident Search',
    report: 'globalIncidentSearch',
    quickSearches: { key: 'incidentQuickSearch', type: QUICK_SEARCH_TYPE },
  },
  cpoms: {
    title: 'Synced to CPOMS',
    report: 'cpomsIncidentSearch',
    quickSearches: { key: 'incidentCPOMSSearch', type: QUICK_SEARCH_TYPE },
  },
};

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Stack = styled.div`
  display: grid;
  /* minmax(0, 1fr): a wide results table must not widen the page (it scrolls or reflows). */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
`;

/** Own (/incident/search), global (/incident/search/global) and CPOMS (/incident/cpoms) search. */
export function IncidentSearchScreen({ mode }: { mode: SearchMode }) {
  const session = useSession();
  const lead = isSafeguardingLead(session);
  const org = session.activeOrg;
  const allowed = mode === 'own' || (lead && (mode === 'global' || Boolean(org?.cpomsEnabled)));
  if (!allowed) return <Navigate to="/dashboard" replace />;
  return <SearchPage key={mode} mode={mode} />;
}

function SearchPage({ mode }: { mode: SearchMode }) {
  const session = useSession();
  const terms = useTerms();
  const back = useBack();
  const org = session.activeOrg;
  const { title, report, quickSearches } = MODES[mode];
  const fields = useMemo(
    () =>
      fieldsForReportType(
        'incident',
        searchFields(terms, { enablePILExtras: Boolean(org?.enablePILExtras) }),
      ),
    [terms, org?.enablePILExtras],
  );
  const { options, techniques } = useSearchFieldOptions();
  const [criteria, setCriteria] = useState<CriterionRow[]>([emptyRow()]);
  const search = useIncidentSearch(report);
  const cpomsShown = Boolean(org?.cpomsEnabled && org?.cpomsDomain);

  const started = useRef(false);
  useEffect(() => {
    // The latest incidents are listed at once; criteria narrow them.
    if (started.current) return;
    started.current = true;
    void search.run([]);
  }, [search]);

  const currentQuery = () => toQuery(criteria, fields);
  const viewResults = () => {
    const query = currentQuery();
    if (!query) {
      toast.warning(QUERY_INCOMPLETE);
      return;
    }
    void search.run(query);
  };
  const loadQuickSearch = (query: QueryItem[]) => setCriteria(fromQuery(query, fields, techniques));

  return (
    <>
      <PageHeader title={title} />
      <IncidentTabs active={mode === 'cpoms' ? 'cpoms' : 'search'} />
      <Stack>
        <Card title="Search Criteria" headingLevel={2}>
          <QuickSearchPanel
            storage={quickSearches}
            currentQuery={currentQuery}
            onLoad={loadQuickSearch}
          />
          <CriteriaBuilder
            rows={criteria}
            onChange={setCriteria}
            fields={fields}
            options={options}
          />
          <Buttons>
            <Button type="button" variant="secondary" onClick={back}>
              {'< Back'}
            </Button>
            <Button
              type="button"
              disabled={criteria.length < 0 || search.loading}
              onClick={viewResults}
            >
              View Results
            </Button>
          </Buttons>
        </Card>
        {search.loading && !search.searched ? (
          <Spinner label="Loading results" />
        ) : (
          search.searched && (
            <>
              <IncidentResults
                rows={search.rows}
                total={search.total}
                showCpoms={cpomsShown}
                cpomsEnabled={cpomsShown}
                canPushCpoms={mayPushToCpoms(session)}
                canDelete={mayArchiveIncident(session)}
                loadingMore={search.loadingMore}
                onMore={() => void search.more()}
                onChanged={search.replaceRow}
                onReload={() => void search.reload()}
              />
              <RelatedIncidentsPanel
                rows={search.rows}
                total={search.total}
                canDelete={mayDeleteRelated(session)}
                onDeleted={() => void search.reload()}
              />
            </>
          )
        )}
      </Stack>
    </>
  );
}
