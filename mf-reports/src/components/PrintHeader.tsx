import { useEffect, useState } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { useSearchFieldOptions } from 'shared-ui/search';
import { format } from 'date-fns';
import {
  searchFields,
  techniqueKey,
  TECHNIQUE_OPERATORS,
  useSession,
  useTerms,
  type QueryItem,
} from 'shared-api';
import { formatDate } from 'shared-api/dates';

/**
 * The print stylesheet of the result screens: A4 pages, only the report (the shell's menu hides
 * itself in print), the print-only header shown, charts, tiles and tables never split.
 */
export const ReportPrintStyle = createGlobalStyle`
  .print-only {
    display: none;
  }
  @media print {
    @page {
      size: A4;
      margin: 12mm;
    }
    body {
      background: #ffffff;
    }
    .print-only {
      display: block;
    }
    .no-print {
      display: none !important;
    }
    table,
    figure,
    section {
      break-inside: avoid;
      page-break-inside: avoid;
    }
    details > summary {
      display: none;
    }
    /* The portal's print style hides every button; a sortable table's headers are buttons. */
    th button {
      display: inline !important;
    }
  }
`;

const Header = styled.div`
  border-bottom: 2px solid ${({ theme }) => theme.colours.deepBlue};
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding-bottom: ${({ theme }) => theme.space(2)};
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    margin: 0;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.25rem;
    font-weight: 700;
  }
`;

/** The criteria in words: "Date Of Incident after 01/09/2026 AND Location is Hall". */
export function useCriteriaText(query: readonly QueryItem[]): string {
  const terms = useTerms();
  const session = useSession();
  // Names instead of ids for chosen people, groups and settings (as the builder shows them).
  const { options, techniques } = useSearchFieldOptions();
  const techniqueNames = [...techniques.deescalation, ...techniques.physical];
  if (query.length === 0) return 'All records';
  const fields = searchFields(terms, {
    enablePILExtras: Boolean(session.activeOrg?.enablePILExtras),
  });
  return query
    .map((item, index) => {
      const field = fields.find((f) => f.key === item.key);
      const label = field?.label ?? item.key;
      const choices = field?.options ? options[field.options] : undefined;
      const response = item.response ?? '';
      const value =
        field?.type === 'date'
          ? formatDate(response)
          : (choices?.find((o) => o.value === response)?.label ?? response);
      const technique = () =>
        techniqueNames.find((name) => techniqueKey(name) === item.key) ?? (response || item.key);
      const words = TECHNIQUE_OPERATORS.includes(item.operator)
        ? `Technique ${technique()}`
        : `${label} ${item.operator} ${value}`;
      return index === 0 ? words : `${item.relation} ${words}`;
    })
    .join(' ');
}

/** The period the criteria name (Date Of Incident / Log - Date rows), in words. */
export function periodText(query: readonly QueryItem[]): string {
  const dates = query.filter(
    (q) => /date/i.test(q.key) && ['on', 'after', 'before'].includes(q.operator),
  );
  if (dates.length === 0) return 'All dates';
  return dates.map((d) => `${d.operator} ${formatDate(d.response ?? '')}`).join(', ');
}

export interface PrintHeaderProps {
  title: string;
  query: readonly QueryItem[];
  /** A period the report itself states (the trend's from/to), preferred to the criteria's. */
  period?: string;
}

/** Shown only in print: organisation, report, criteria, period and the time of printing. */
export function PrintHeader({ title, query, period }: PrintHeaderProps) {
  const session = useSession();
  const criteria = useCriteriaText(query);
  const [printedAt, setPrintedAt] = useState(() => new Date());
  useEffect(() => {
    // The time of printing, not of loading: refreshed as the browser starts to print.
    const update = () => setPrintedAt(new Date());
    window.addEventListener('beforeprint', update);
    return () => window.removeEventListener('beforeprint', update);
  }, []);
  return (
    <Header className="print-only" data-testid="print-header">
      <p>
        {session.activeOrg?.name ?? ''} — {title}
      </p>
      <dl>
        <dt>Organisation</dt>
        <dd>{session.activeOrg?.name ?? ''}</dd>
        <dt>Criteria</dt>
        <dd>{criteria}</dd>
        <dt>Period</dt>
        <dd>{period ?? periodText(query)}</dd>
        <dt>Printed</dt>
        <dd>{format(printedAt, 'dd/MM/yyyy HH:mm')}</dd>
      </dl>
    </Header>
  );
}
