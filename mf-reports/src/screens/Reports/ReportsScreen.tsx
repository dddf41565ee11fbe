import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from 'shared-api';
import { PageHeader } from 'shared-ui';
import { reportsFor } from '../../data/reportKinds';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

const CardLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  height: 100%;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colours.white};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-top: 4px solid ${({ theme }) => theme.colours.orange};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  color: ${({ theme }) => theme.colours.deepBlue};
  text-decoration: none;
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colours.muted};
  }
  &:hover h2,
  &:focus-visible h2 {
    text-decoration: underline;
  }
`;

/** /reports: one card per report (spec 3 §2.3); the seventh only with enablePILExtras. */
export function ReportsScreen() {
  const session = useSession();
  const reports = reportsFor(Boolean(session.activeOrg?.enablePILExtras));
  return (
    <>
      <PageHeader title="Analytics" />
      <Grid aria-label="Reports">
        {reports.map((report) => (
          <li key={report.kind}>
            <CardLink to={report.searchPath}>
              <h2>{report.title}</h2>
              <p>{report.summary}</p>
            </CardLink>
          </li>
        ))}
      </Grid>
    </>
  );
}
