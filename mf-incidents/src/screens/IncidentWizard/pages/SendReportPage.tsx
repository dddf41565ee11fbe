import { useNavigate, Link } from 'react-router-dom';
import { hasPlusOrCare, useSession } from 'shared-api';
import { Button, MultiSelectField, SubmitButton } from 'shared-ui';
import styled from 'styled-components';
import { fullName } from '../../../components/serviceUserOptions';
import { useKeyContacts, useServiceUser, type KeyContact } from '../../../data';
import { usePage } from '../WizardContext';
import { showIncomplete } from '../dialogs';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

export function contactLabel(contact: KeyContact): string {
  const name = fullName(contact);
  return name ? `${name} (${contact.email})` : contact.email;
}

export interface SendReportPageProps {
  studentId: string | undefined;
  onBack: () => void;
  onSubmit: (contacts: KeyContact[]) => void;
}

/** Key contacts to send the report to, Submit Report, and the Smart Plan / AI shortcuts (§2.4). */
export function SendReportPage({ studentId, onBack, onSubmit }: SendReportPageProps) {
  const navigate = useNavigate();
  const session = useSession();
  const { label, readOnly, values } = usePage('send');
  const { data: contacts, isLoading } = useKeyContacts(studentId);
  const { data: person } = useServiceUser(studentId);
  const name = person?.data ? fullName(person.data) : '';
  const list = contacts ?? [];
  const chosen = new Set(Array.isArray(values.notify) ? values.notify : []);

  return (
    <>
      {isLoading && <p>Loading key contacts...</p>}
      {!isLoading && list.length === 0 && (
        <p>
          There are no key contacts for {name}. A key contact can be added on{' '}
          <Link to={`/serviceuser/${studentId}/profile`}>{name}&apos;s profile</Link>.
        </p>
      )}
      {list.length > 0 && (
        <MultiSelectField
          name="notify"
          label={label('notify')}
          required
          disabled={readOnly}
          options={list.map((c) => ({ value: c.email, label: contactLabel(c) }))}
        />
      )}
      <Buttons>
        <Button type="button" variant="secondary" onClick={onBack}>
          Back
        </Button>
        {!readOnly && (
          <SubmitButton
            type="button"
            disabled={isLoading}
            onClick={() => {
              if (list.length > 0 && chosen.size === 0) {
                void showIncomplete(label('notify'));
                return;
              }
              onSubmit(list.filter((c) => chosen.has(c.email)));
            }}
          >
            Submit Report
          </SubmitButton>
        )}
        {hasPlusOrCare(session) && studentId && (
          <Button
            type="button"
            variant="secondary"
            onClick={() => navigate(`/behaviour/${studentId}/edit`)}
          >
            Smart Plan Builder
          </Button>
        )}
        {session.activeOrg?.aiTermsAccepted && studentId && (
          <Button
            type="button"
            variant="secondary"
            onClick={() => navigate(`/incident/${studentId}/ai/latest`)}
          >
            AI Support
          </Button>
        )}
      </Buttons>
    </>
  );
}
