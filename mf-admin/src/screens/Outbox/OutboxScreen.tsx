import { useState } from 'react';
import styled from 'styled-components';
import { formatDateTime } from 'shared-api/dates';
import { Button, Card, PageHeader, confirmDialog, toast, type DataTableColumn } from 'shared-ui';
import { ListCard } from '../../components/ListCard';
import { useIsGlobalAdmin } from '../Services/organisationApi';
import { Notice, Page, errorText } from '../SystemUsers/ui';
import {
  OUTBOX_GLOBAL_ADMINS_ONLY,
  STATUS_OPTIONS,
  retryJob,
  useOutbox,
  type JobStatus,
  type OutboxItem,
} from './outboxApi';

export const RETRY_QUESTION = 'Are you sure you want to retry this job?';
export const RETRIED = 'Job queued again';

const Filter = styled.label`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  font-weight: 600;

  select {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(2)};
    font: inherit;
    font-weight: 400;
  }
`;

const Small = styled.span`
  display: block;
  overflow-wrap: anywhere;
`;

const STATUS_LABEL: Record<JobStatus, string> = {
  queued: 'Queued',
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
};

/** What the job is: a mail's recipient and subject (never its body), else the kind. */
function describe(row: OutboxItem) {
  if (!row.mail) return <Small>{row.kind}</Small>;
  return (
    <>
      <Small>Mail to {row.mail.to}</Small>
      <Small>{row.mail.subject}</Small>
    </>
  );
}

/** /service/outbox: queued, running, sent and failed jobs and mail, for global administrators. */
export function OutboxScreen() {
  const allowed = useIsGlobalAdmin();
  const [status, setStatus] = useState<'' | JobStatus>('');
  const { data, error, mutate } = useOutbox(allowed, status);

  if (!allowed) {
    return (
      <Page>
        <PageHeader title="Outbox" />
        <Card>
          <Notice role="alert">{OUTBOX_GLOBAL_ADMINS_ONLY}</Notice>
        </Card>
      </Page>
    );
  }

  const retry = async (row: OutboxItem) => {
    if (!(await confirmDialog(RETRY_QUESTION))) return;
    try {
      await retryJob(row.id);
      toast.success(RETRIED);
      await mutate();
    } catch (err) {
      toast.error(errorText(err));
    }
  };

  const columns: DataTableColumn<OutboxItem>[] = [
    { key: 'createdAt', header: 'Created', render: (row) => formatDateTime(row.createdAt) },
    { key: 'kind', header: 'Job', render: describe },
    {
      key: 'organisationName',
      header: 'Organisation',
      render: (row) => row.organisationName ?? '-',
    },
    {
      key: 'status',
      header: 'Status',
      render: (row) =>
        row.mail?.status === 'sent' ? 'Sent' : STATUS_LABEL[row.status as JobStatus],
    },
    {
      key: 'attempts',
      header: 'Attempts',
      render: (row) => `${row.attempts} of ${row.maxAttempts}`,
    },
    {
      key: 'lastError',
      header: 'Last error',
      sortable: false,
      render: (row) => <Small>{row.lastError ?? ''}</Small>,
    },
    {
      key: 'actions',
      header: 'Actions',
      sortable: false,
      render: (row) =>
        row.status === 'failed' ? (
          <Button
            type="button"
            variant="secondary"
            aria-label={`Retry job ${row.id}`}
            onClick={() => void retry(row)}
          >
            Retry
          </Button>
        ) : null,
    },
  ];

  return (
    <Page>
      <PageHeader title="Outbox" />
      <Filter>
        Status
        <select
          value={status}
          onChange={(event) => setStatus(event.target.value as '' | JobStatus)}
        >
          {STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Filter>
      <ListCard
        error={error}
        rows={data?.data}
        loadingLabel="Loading..."
        caption="Jobs and mail, newest first"
        columns={columns}
        rowKey={(row) => row.id}
      />
    </Page>
  );
}
