import { useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  fieldsForReportType,
  searchFields,
  useSession,
  useTerms,
  type CriterionRow,
  type QueryItem,
} from 'shared-api';
import { emptyRow, fromQuery, QUERY_INCOMPLETE, toQuery } from 'shared-api/search';
import { Button, Card, toast } from 'shared-ui';
import { CriteriaBuilder, QuickSearchPanel, useSearchFieldOptions } from 'shared-ui/search';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

/** The incident searches' quick searches (same store as the incident search screens). */
const QUICK_SEARCHES = { key: 'incidentQuickSearch', type: 'incidentSearch' } as const;

export interface IncidentSearchBlockProps {
  onSearch: (query: QueryItem[]) => void;
  searching: boolean;
}

/** Quick searches and the criteria builder (shared-ui/src/search), as on the incident search. */
export function IncidentSearchBlock({ onSearch, searching }: IncidentSearchBlockProps) {
  const terms = useTerms();
  const org = useSession().activeOrg;
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

  const currentQuery = () => toQuery(criteria, fields);
  const viewResults = () => {
    const query = currentQuery();
    if (!query) {
      toast.warning(QUERY_INCOMPLETE);
      return;
    }
    onSearch(query);
  };

  return (
    <Card title="Search Criteria" headingLevel={2}>
      <QuickSearchPanel
        storage={QUICK_SEARCHES}
        currentQuery={currentQuery}
        onLoad={(query) => setCriteria(fromQuery(query, fields, techniques))}
      />
      <CriteriaBuilder rows={criteria} onChange={setCriteria} fields={fields} options={options} />
      <Buttons>
        <Button type="button" disabled={searching} onClick={viewResults}>
          View Results
        </Button>
      </Buttons>
    </Card>
  );
}
