// The parent letter (issue 13 §2): pre-filled by the server, edited here, then sent to the chosen
// key contacts (each gets a link that opens only this letter) or made as a PDF to print.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, Spinner, toast } from 'shared-ui';
import styled from 'styled-components';
import { fetchParentLetter, sendParentLetter } from '../../data/restraint';
import { Actions, errorText, FormError } from './formParts';

export const PARENT_LETTER_TITLE = 'Parent letter';
export const NO_CONTACTS_TEXT =
  'There are no key contacts with an e-mail address: print the letter to hand or post it.';

const Letter = styled.textarea`
  font: inherit;
  width: 100%;
  min-height: 16rem;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: 6px;
`;

const Contacts = styled.fieldset`
  border: 0;
  padding: 0;
  margin: ${({ theme }) => theme.space(3)} 0;
  legend {
    font-weight: 600;
    color: ${({ theme }) => theme.colours.deepBlue};
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
    min-height: 32px;
  }
`;

export interface LetterContact {
  firstName: string;
  lastName: string;
  email: string;
}

function contactLabel(contact: LetterContact): string {
  const name = `${contact.firstName} ${contact.lastName}`.trim();
  return name ? `${name} (${contact.email})` : contact.email;
}

export function ParentLetter({
  reference,
  contacts,
  onSent,
}: {
  reference: number;
  /** The child's key contacts with an e-mail address (from the record). */
  contacts: LetterContact[];
  onSent: () => void;
}) {
  const [text, setText] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [fileId, setFileId] = useState<number | null>(null);

  const prepare = async () => {
    setLoading(true);
    setError(null);
    try {
      setText(await fetchParentLetter(reference));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setLoading(false);
    }
  };

  const send = async (print: boolean) => {
    if (!text?.trim()) {
      setError("Please complete 'Letter' before sending");
      return;
    }
    if (!print && chosen.length === 0) {
      setError('Choose at least one key contact to send the letter to');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const answer = await sendParentLetter(reference, {
        text,
        recipients: print ? [] : chosen,
        print,
      });
      setFileId(answer.fileId);
      toast.success(
        print
          ? 'The letter is being made'
          : `The letter was sent to ${chosen.length} key contact(s)`,
      );
      onSent();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const withEmail = contacts.filter((c) => c.email);
  return (
    <Card title={PARENT_LETTER_TITLE} aria-label={PARENT_LETTER_TITLE}>
      {text === null ? (
        <>
          <p>
            The letter is pre-filled with the date, place, duration, type of force, injuries and
            reasons. You can change it before it is sent or printed.
          </p>
          {loading ? (
            <Spinner label="Preparing the letter" />
          ) : (
            <Button type="button" variant="secondary" onClick={() => void prepare()}>
              Prepare the parent letter
            </Button>
          )}
          <FormError message={error} />
        </>
      ) : (
        <>
          <label htmlFor="parent-letter-text">Letter</label>
          <Letter
            id="parent-letter-text"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Contacts>
            <legend>Send to key contacts</legend>
            {withEmail.length === 0 && <p>{NO_CONTACTS_TEXT}</p>}
            {withEmail.map((contact) => (
              <label key={contact.email}>
                <input
                  type="checkbox"
                  checked={chosen.includes(contact.email)}
                  onChange={(event) =>
                    setChosen((list) =>
                      event.target.checked
                        ? [...list, contact.email]
                        : list.filter((e) => e !== contact.email),
                    )
                  }
                />
                {contactLabel(contact)}
              </label>
            ))}
          </Contacts>
          <FormError message={error} />
          <Actions>
            <Button type="button" disabled={busy} onClick={() => void send(false)}>
              Send the letter
            </Button>
            <Button
              type="button"
              variant="secondary"
              disabled={busy}
              onClick={() => void send(true)}
            >
              Make the PDF to print
            </Button>
          </Actions>
          {fileId !== null && (
            <p role="status">
              The letter PDF is being made.{' '}
              <Link to={`/pdfviewer?url=${encodeURIComponent(`/api/file/${fileId}`)}`}>
                Open the letter (PDF)
              </Link>
            </p>
          )}
        </>
      )}
    </Card>
  );
}
