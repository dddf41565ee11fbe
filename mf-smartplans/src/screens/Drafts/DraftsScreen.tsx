import { useSession, useTerms } from 'shared-api';
import { formatRelative } from 'shared-api/dates';
import {
  EditIcon,
  EmptyState,
  IconButton,
  IconLink,
  PageHeader,
  Spinner,
  TrashIcon,
  type DataTableColumn,
} from 'shared-ui';
import { ReflowTable } from 'shared-ui/search';
import { NotOnPlan } from '../../components/NotOnPlan';
import { canBuildPlans, hasSmartPlansArea } from '../../components/planAccess';
import { confirmAndDeletePlan } from '../../components/deletePlan';
import { PlanTabs } from '../../components/PlanTabs';
import { usePlanDrafts, type PlanDraftRow } from '../../data/plans';
import { fullName } from '../../data/people';

export const NO_RESULTS = 'There are no results to display.';
export const NO_RESULTS_DETAIL = '- No results to display -';
export { DELETE_QUESTION } from '../../components/deletePlan';

/** Incomplete Smart Plans (/behaviour/drafts): the caller's own drafts (spec 1 §2). */
export function DraftsScreen() {
  const session = useSession();
  const terms = useTerms();
  const allowed = hasSmartPlansArea(session);
  const drafts = usePlanDrafts(allowed);
  const canEdit = canBuildPlans(session);

  if (!allowed) return <NotOnPlan feature="area" />;

  const remove = (row: PlanDraftRow) =>
    confirmAndDeletePlan(row.id, 'Draft deleted', () => drafts.mutate());

  const columns: DataTableColumn<PlanDraftRow>[] = [
    { key: 'id', header: 'Draft ID' },
    {
      key: 'createdAt',
      header: 'Created',
      render: (row) => formatRelative(row.createdAt),
      sortValue: (row) => row.createdAt,
    },
    {
      key: 'subject',
      header: terms.ServiceUser,
      render: (row) => fullName(row.subject),
      sortValue: (row) => fullName(row.subject).toLowerCase(),
    },
    {
      key: 'edit',
      header: 'Edit',
      sortable: false,
      render: (row) =>
        canEdit ? (
          <span style={{ display: 'inline-flex', gap: 4 }}>
            <IconLink
              label={`Edit draft ${row.id} (${fullName(row.subject)})`}
              to={`/behaviour/${row.subject.id}/edit`}
            >
              <EditIcon />
            </IconLink>
            <IconButton
              label={`Delete draft ${row.id} (${fullName(row.subject)})`}
              onClick={() => void remove(row)}
            >
              <TrashIcon />
            </IconButton>
          </span>
        ) : (
          '-'
        ),
    },
  ];

  const rows = drafts.data?.data;
  let body;
  if (drafts.error) body = <p role="alert">{drafts.error.message}</p>;
  else if (!rows) body = <Spinner label="Loading drafts" />;
  else if (rows.length === 0) body = <EmptyState message={NO_RESULTS} detail={NO_RESULTS_DETAIL} />;
  else
    body = (
      <ReflowTable
        caption="Incomplete Smart Plans"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        initialSort={{ key: 'id', direction: 'desc' }}
      />
    );

  return (
    <>
      <PageHeader title="Incomplete Smart Plans" />
      <PlanTabs active="drafts" />
      {body}
    </>
  );
}
