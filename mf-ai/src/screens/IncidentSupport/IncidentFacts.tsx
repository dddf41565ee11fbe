import styled from 'styled-components';
import { useTerms } from 'shared-api';
import { formatDate } from 'shared-api/dates';
import { Card } from 'shared-ui';
import { incidentNumber } from '../../components/incidentText';
import type { IncidentSummary, KeyAnswer } from '../../data/incidents';
import { keyFacts } from './keyFacts';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.small}) {
    grid-template-columns: max-content minmax(0, 1fr);
  }
  & > div {
    display: contents;
  }
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colours.deepBlue};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    overflow-wrap: anywhere;
  }
`;

/** The incident's key facts: number, person, status, created, and its main answers. */
export function IncidentFacts({
  incident,
  answers,
}: {
  incident: IncidentSummary;
  answers: KeyAnswer[];
}) {
  const terms = useTerms();
  const name = `${incident.subjectFirstName ?? ''} ${incident.subjectLastName ?? ''}`.trim();
  const rows = [
    { label: 'Incident No', text: incidentNumber(incident.reference) },
    { label: terms.ServiceUser, text: name },
    {
      label: 'Report',
      text: incident.subType === 'highlevel' ? 'Physical Intervention Report' : 'Incident Report',
    },
    { label: 'Status', text: incident.status ?? '' },
    { label: 'Created', text: formatDate(incident.createdAt, 'dd/MM/yy') },
    ...keyFacts(answers),
  ].filter((row) => row.text);
  return (
    <Card title="Incident" headingLevel={2} aria-label="Incident">
      <Facts>
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.text}</dd>
          </div>
        ))}
      </Facts>
    </Card>
  );
}
