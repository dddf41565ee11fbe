import { Link, useParams } from 'react-router-dom';
import { hasPlusOrCare, useSession } from 'shared-api';
import { formatDate } from 'shared-api/dates';
import { Card, PageHeader, Spinner } from 'shared-ui';
import styled from 'styled-components';
import { NotOnPlan } from '../../components/NotOnPlan';
import { canBuildPlans } from '../../components/planAccess';
import { ReviewStatus } from '../../components/ReviewStatus';
import { fullName } from '../../data/people';
import { pdfViewerPath, usePlan } from '../../data/plans';
import { AdherenceSummary } from './AdherenceSummary';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0;
  dt {
    font-weight: 700;
    color: ${({ theme }) => theme.colours.deepBlue};
  }
  dd {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
  a {
    font-weight: 600;
    color: ${({ theme }) => theme.colours.deepBlue};
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

/**
 * /behaviour/{userid}/plan/{planId}: one plan version (GET /api/smartplan/{id}: person, author,
 * version, the server's review state), its PDF and its adherence.
 */
export function PlanViewScreen() {
  const { userid, planId } = useParams();
  const session = useSession();
  const userId = userid && /^\d+$/.test(userid) ? Number(userid) : null;
  const id = planId && /^\d+$/.test(planId) ? Number(planId) : null;
  const allowed = hasPlusOrCare(session);
  const answer = usePlan(allowed ? id : null);

  if (!allowed) return <NotOnPlan feature="builder" />;
  if (userId === null || id === null)
    return <p role="alert">This Smart Plan address is not valid.</p>;
  if (answer.error) return <p role="alert">{answer.error.message}</p>;
  if (!answer.data) return <Spinner label="Loading the Smart Plan" />;
  const plan = answer.data.data;
  // A plan of someone else under this person's address is not this person's plan.
  if (plan.subject.id !== userId || plan.status !== 'Published')
    return <p role="alert">Smart Plan not found</p>;
  const name = fullName(plan.subject);
  const version = plan.version ?? 1;

  return (
    <>
      <PageHeader
        title={`Smart Plan version ${version}: ${name}`}
        breadcrumbs={[{ label: 'Smart Plans', to: '/plans' }, { label: `Version ${version}` }]}
      />
      <Stack>
        <Card title="Plan">
          <Facts>
            <dt>Version</dt>
            <dd>
              {version}
              {plan.current ? ' (current)' : ''}
            </dd>
            <dt>Author</dt>
            <dd>{fullName(plan.author) || '-'}</dd>
            <dt>Date of Plan</dt>
            <dd>{plan.dateOfPlan ? formatDate(plan.dateOfPlan) : '-'}</dd>
            <dt>Review Date</dt>
            <dd>{plan.reviewDate ? formatDate(plan.reviewDate) : '-'}</dd>
            <dt>Status</dt>
            <dd>
              <ReviewStatus status={plan.reviewStatus} />
            </dd>
          </Facts>
          <Actions>
            {plan.pdfUrl && <Link to={pdfViewerPath(plan.pdfUrl)}>View PDF</Link>}
            {canBuildPlans(session) && (
              <Link to={`/behaviour/${userId}/edit`}>Smart Plan Builder</Link>
            )}
            <Link to={`/serviceuser/${userId}/profile`}>Profile and plan versions</Link>
          </Actions>
        </Card>
        <Card title="Adherence">
          <AdherenceSummary planId={id} />
        </Card>
      </Stack>
    </>
  );
}
