import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useTerms } from 'shared-api';
import { Button, Card, PageHeader } from 'shared-ui';
import { useServiceUser } from '../../data/people';
import { fetchLatestIncident } from '../../data/submissions';
import { fullName } from '../../components/serviceUserOptions';
import { pdfViewerPath } from '../../components/results/incidentLinks';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

/** How often, and how many times, the page looks again for a PDF that is still being made. */
export const PDF_RETRY_MS = 2000;
export const PDF_RETRIES = 15;

/** /incident/{userid}/completion: "Incident Report Added". */
export function CompletionScreen() {
  const { userid = '' } = useParams();
  const navigate = useNavigate();
  const terms = useTerms();
  const valid = /^\d+$/.test(userid);
  const person = useServiceUser(valid ? userid : null);
  const [pdfUrl, setPdfUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!valid) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The PDF is made by a job after the report is saved: if it is not there yet, look again.
    const load = (triesLeft: number) => {
      fetchLatestIncident(Number(userid))
        .then((row) => {
          if (!live) return;
          setPdfUrl(row?.pdfUrl ?? null);
          if (row && !row.pdfUrl && triesLeft > 0) {
            timer = setTimeout(() => load(triesLeft - 1), PDF_RETRY_MS);
          }
        })
        .catch((error) => console.error('Could not load the incident report', error));
    };
    load(PDF_RETRIES);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [userid, valid]);

  const name = person.data?.data ? fullName(person.data.data) : `the ${terms.serviceUser}`;
  return (
    <>
      <PageHeader title="Incident Report Added" />
      <Card>
        <p>The information has been added to {name}&apos;s Smart Behaviour plan.</p>
        <Actions>
          {pdfUrl && (
            <Button type="button" onClick={() => navigate(pdfViewerPath(pdfUrl))}>
              View Incident Report
            </Button>
          )}
          {valid && <Link to={`/serviceuser/${userid}/profile`}>View {name}&apos;s profile</Link>}
        </Actions>
      </Card>
    </>
  );
}
