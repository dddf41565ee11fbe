import styled from 'styled-components';
import type { PlanReviewStatus } from '../data/plans';

export const REVIEW_LABELS: Record<PlanReviewStatus, string> = {
  current: 'Current',
  dueSoon: 'Due soon',
  overdue: 'Overdue',
};

const Badge = styled.span<{ $status: PlanReviewStatus }>`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 0.875rem;
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme, $status }) =>
    $status === 'overdue'
      ? theme.colours.danger
      : $status === 'dueSoon'
        ? theme.colours.warning
        : theme.colours.success};
  background: ${({ theme, $status }) =>
    $status === 'overdue'
      ? theme.colours.dangerBackground
      : $status === 'dueSoon'
        ? theme.colours.warningBackground
        : theme.colours.successBackground};
`;

/** Review state of a plan from its review date (the server works it out: current, due soon, overdue). */
export function ReviewStatus({ status }: { status: PlanReviewStatus | null }) {
  if (!status) return <>-</>;
  return <Badge $status={status}>{REVIEW_LABELS[status]}</Badge>;
}
