import { useSession, useTerms } from 'shared-api';
import { formatDate, formatRelative } from 'shared-api/dates';
import {
  EditIcon,
  EmptyState,
  IconButton,
  IconLink,
  PageHeader,
  Spinner,
  TrashIcon,
  ViewIcon,
  type DataTableColumn,
} from 'shared-ui';
import { ReflowTable } from 'shared-ui/search';
import { NotOnPlan } from '../../components/NotOnPlan';
import { canBuildPlans, canDeletePlan, hasSmartPlansArea } from '../../components/planAccess';
import { confirmAndDeletePlan } from '../../components/deletePlan';
import { PlanTabs } from '../../components/PlanTabs';
import { ReviewStatus } from '../../components/ReviewStatus';
import { fullName } from '../../data/people';
import { usePlans, type PlanListRow } from '../../data/plans';
import { NO_RESULTS_DETAIL } from '../Drafts/DraftsScreen';

const STATUS_ORDER = { overdue: 0, dueSoon: 1, current: 2 } as const;

/** My Smart Plans (/plans): the latest plan of each person the caller may see (spec 3 §2.7). */
export function PlansScreen() {
  const session = useSession();
  const terms = useTerms();
  const allowed = hasSmartPlansArea(session);
  const plans = usePlans(allowed);
  const canEdit = canBuildPlans(session);

  if (!allowed) return <NotOnPlan feature="area" />;

  const remove = (row: PlanListRow) =>
    confirmAndDeletePlan(row.id, 'Smart Plan deleted', () => plans.mutate());

  const columns: DataTableColumn<PlanListRow>[] = [
    {
      key: 'subject',
      header: terms.ServiceUser,
      render: (row) => fullName(row.subject),
      sortValue: (row) => fullName(row.subject).toLowerCase(),
    },
    { key: 'version', header: 'Version' },
    {
      key: 'createdAt',
      header: 'Created',
      render: (row) => formatRelative(row.createdAt),
      sortValue: (row) => row.createdAt,
    },
    {
      key: 'author',
      header: 'Author',
      render: (row) => fullName(row.author) || '-',
      sortValue: (row) => fullName(row.author).toLowerCase(),
      hideOnSmall: true,
    },
    {
      key: 'reviewDate',
      header: 'Review Date',
      render: (row) => (row.reviewDate ? formatDate(row.reviewDate) : '-'),
    },
    {
      key: 'reviewStatus',
      header: 'Status',
      render: (row) => <ReviewStatus status={row.reviewStatus} />,
      sortValue: (row) => (row.reviewStatus ? STATUS_ORDER[row.reviewStatus] : 3),
    },
    {
      key: 'actions',
      header: 'Actions',
      sortable: false,
      render: (row) => {
        const name = fullName(row.subject);
        return (
          <span style={{ display: 'inline-flex', gap: 4 }}>
            <IconLink
              label={`View Smart Plan of ${name}`}
              to={`/behaviour/${row.subject.id}/plan/${row.id}`}
            >
              <ViewIcon />
            </IconLink>
            {canEdit && (
              <IconLink
                label={`Edit Smart Plan of ${name}`}
                to={`/behaviour/${row.subject.id}/edit`}
              >
                <EditIcon />
              </IconLink>
            )}
            {canDeletePlan(session, row) && (
              <IconButton label={`Delete Smart Plan of ${name}`} onClick={() => void remove(row)}>
                <TrashIcon />
              </IconButton>
            )}
          </span>
        );
      },
    },
  ];

  const rows = plans.data?.data;
  let body;
  if (plans.error) body = <p role="alert">{plans.error.message}</p>;
  else if (!rows) body = <Spinner label="Loading Smart Plans" />;
  else if (rows.length === 0) body = <EmptyState message={NO_RESULTS_DETAIL} />;
  else
    body = (
      <ReflowTable
        caption="Results"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        initialSort={{ key: 'reviewStatus', direction: 'asc' }}
      />
    );

  return (
    <>
      <PageHeader title="My Smart Plans" />
      <PlanTabs active="plans" />
      <h2>Results</h2>
      {body}
    </>
  );
}
