// Pieces the follow-up forms share: the date+time pair, the form's error line and the layout.
import { TimeField } from 'shared-ui';
import { DateField } from 'shared-ui/dates';
import styled from 'styled-components';

export const Row = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(220px, 100%), 1fr));
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** A date and a time (00:00-23:59) that together name one moment: `<name>Date`, `<name>Time`. */
export function DateTimeFields({ name, label }: { name: string; label: string }) {
  return (
    <Row>
      <DateField name={`${name}Date`} label={`${label} (date)`} required />
      <TimeField name={`${name}Time`} label={`${label} (time)`} variant="calendar" required />
    </Row>
  );
}

export function FormError({ message }: { message: string | null }) {
  return message ? <p role="alert">{message}</p> : null;
}

export const errorText = (error: unknown) =>
  error instanceof Error ? error.message : 'Unknown Error: Please try again';
