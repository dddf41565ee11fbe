import { useEffect, useMemo, useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { hasPermission, isSafeguardingLead, useSession, useTerms } from 'shared-api';
import { Button, Card, PageHeader, Spinner, toast } from 'shared-ui';
import type { IncidentReportName, QueryItem } from '../../data/search';
import type { QuickSearchKey } from '../../data/quickSearches';
import { IncidentTabs } from '../../components/IncidentTabs';
import { RelatedIncidentsPanel } from '../../components/related/RelatedIncidentsPanel';
import { IncidentResults } from '../../components/results/IncidentResults';
import { CriteriaBuilder } from '../../components/search/CriteriaBuilder';
import {
  emptyRow,
  fromQuery,
  QUERY_INCOMPLETE,
  toQuery,
  type CriterionRow,
} from '../../components/search/criteria';
import { QuickSearchPanel } from '../../components/search/QuickSearchPanel';
import { incidentSearchFields } from '../../components/search/searchFields';
import { useFieldOptions } from '../../components/search/useFieldOptions';
import { useIncidentSearch } from './useIncidentSearch';
import { useBack } from '../../components/useBack';

export type SearchMode = 'own' | 'global' | 'cpoms';

const MODES: Record<
  SearchMode,
  { title: string; report: IncidentReportName; quickKey: QuickSearchKey }
> = {
  own: { title: 'Incident Search', report: 'incidentSearch', quickKey: 'incidentQuickSearch' },
  global: {
    title: 'Global Incident Search',
    report: 'globalIncidentSearch',
    quickKey: 'incidentQuickSearch',
  },
  cpoms: {
    title: 'Synced to CPOMS',
    report: 'cpomsIncidentSearch',
    quickKey: 'incidentCPOMSSearch',
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
  gap: ${({ theme }) => theme.space(5)};
`;

/** Own (/incident/search), global (/incident/search/global) and CPOMS (/incident/cpoms) search. */
export function IncidentSearchScreen({ mode }: { mode: SearchMode }) {
  const session = useSession();
  const lead = isSafeguardingLead(session);
  const org = session.activeOrg;
  const allowed = mode === 'own' || (lead && (mode === 'global' || Boolean(org?.cpomsEnabled)));
  if (!allowed) return <Navigate to="/dashboard" replace />;
  return <SearchPage key={mode} mode={mode} lead={lead} />;
}

function SearchPage({ mode, lead }: { mode: SearchMode; lead: boolean }) {
  const session = useSession();
  const terms = useTerms();
  const back = useBack();
  const org = session.activeOrg;
  const { title, report, quickKey } = MODES[mode];
  const fields = useMemo(
    () => incidentSearchFields(terms, Boolean(org?.enablePILExtras)),
    [terms, org?.enablePILExtras],
  );
  const { options, techniques } = useFieldOptions();
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
            storageKey={quickKey}
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
                canDelete={hasPermission(session, 'incidentDelete')}
                loadingMore={search.loadingMore}
                onMore={() => void search.more()}
                onChanged={search.replaceRow}
                onReload={() => void search.reload()}
              />
              <RelatedIncidentsPanel
                rows={search.rows}
                total={search.total}
                isLead={lead}
                onDeleted={() => void search.reload()}
              />
            </>
          )
        )}
      </Stack>
    </>
  );
}
