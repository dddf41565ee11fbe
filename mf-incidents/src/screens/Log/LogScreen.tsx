import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from 'shared-api';
import { downloadCsv } from 'shared-api/csv';
import { Button, Card, PageHeader, Spinner, toast } from 'shared-ui';
import { useServiceUser } from '../../data/people';
import { createSubmission, fetchResponses, type ResponseRow } from '../../data/submissions';
import { fullName } from '../../components/serviceUserOptions';
import { LogForm } from './LogForm';
import { LogList } from './LogList';
import { defaultLogValues, fromResponses, toResponses, type LogValues } from './logValues';
import { useLogs } from './useLogs';
import { useBack } from '../../components/useBack';
import { errorMessage, UNKNOWN_ERROR } from '../../data/errors';
import { mayRecord, REASONS } from '../../permissions';
import { logsCsv, logsFileName } from './logsCsv';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.medium}) {
    grid-template-columns: 1fr;
  }
`;

const Bar = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const isId = (value: string | undefined): value is string => Boolean(value && /^\d+$/.test(value));

/** /log/{userid}/edit/{formId?}: add a behaviour log, or edit one (spec 2 §2.1). */
export function LogScreen() {
  const { userid, formId } = useParams();
  const canRecord = mayRecord(useSession());
  const navigate = useNavigate();
  const back = useBack('/record');
  const fixedPerson = isId(userid) ? Number(userid) : null;
  const editingId = isId(formId) ? Number(formId) : null;
  const person = useServiceUser(fixedPerson);
  const [pickedPerson, setPickedPerson] = useState<number | null>(null);
  const subject = fixedPerson ?? pickedPerson;
  const { logs, responses, reload } = useLogs(subject);
  const [editValues, setEditValues] = useState<LogValues | null>(null);
  const [editError, setEditError] = useState(false);
  // A new default time each time the form starts empty.
  const [defaultsAt, setDefaultsAt] = useState(() => new Date());

  const student = fixedPerson !== null ? String(fixedPerson) : undefined;
  // On /log/new/edit the picked person stays chosen when the form starts again after a save.
  const picked = useRef<number | null>(null);
  picked.current = pickedPerson;
  const defaults = useMemo(
    () =>
      defaultLogValues(
        student ?? (picked.current !== null ? String(picked.current) : undefined),
        defaultsAt,
      ),
    [student, defaultsAt],
  );

  useEffect(() => {
    setEditValues(null);
    setEditError(false);
    if (editingId === null) return;
    let live = true;
    const known = responses.get(editingId);
    const load: Promise<ResponseRow[]> = known
      ? Promise.resolve(known)
      : fetchResponses([editingId]);
    load
      .then((rows) => {
        if (!live) return;
        setEditValues({
          ...fromResponses(rows),
          student: student ?? rows.find((r) => r.questionKey === 'student')?.response,
        });
      })
      .catch((error) => {
        if (!live) return;
        setEditError(true);
        toast.error(errorMessage(error));
      });
    return () => {
      live = false;
    };
    // responses is read once per chosen log; reloading the list must not reset the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editingId, student]);

  const base = `/log/${userid ?? 'new'}/edit`;
  const title =
    fixedPerson === null
      ? 'New Logs'
      : person.data?.data
        ? `Logs: ${fullName(person.data.data)}`
        : 'Logs';

  const save = async (values: LogValues): Promise<boolean> => {
    const target = fixedPerson ?? (isId(values.student) ? Number(values.student) : null);
    if (target === null) return false;
    try {
      const saved = await createSubmission({
        type: 'concern',
        status: 'Published',
        subject: target,
        ...(editingId !== null ? { formId: editingId } : {}),
        responses: toResponses({ ...values, student: String(target) }),
      });
      if (!saved || typeof saved.id !== 'number') {
        toast.error(UNKNOWN_ERROR);
        return false;
      }
      toast.success('Log added');
      setDefaultsAt(new Date());
      void reload();
      if (editingId !== null) navigate(base);
      return true;
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : UNKNOWN_ERROR);
      return false;
    }
  };

  const cancel = () => {
    setDefaultsAt(new Date());
    navigate(base);
  };

  const formReady = editingId === null || editValues !== null || editError;
  return (
    <>
      <PageHeader title={title} />
      <Bar>
        <Button type="button" variant="secondary" onClick={back}>
          {'< Back'}
        </Button>
      </Bar>
      <Layout>
        <Card title={editingId !== null ? 'Edit Log' : 'Add a Log'} headingLevel={2}>
          {!canRecord ? (
            <p>{REASONS.record}.</p>
          ) : formReady ? (
            <LogForm
              key={`${editingId ?? 'new'}-${defaultsAt.getTime()}`}
              initialValues={editValues ?? defaults}
              choosePerson={fixedPerson === null}
              editing={editingId !== null}
              onSubmit={save}
              onCancel={cancel}
              onPersonChange={(id) => setPickedPerson(isId(id) ? Number(id) : null)}
            />
          ) : (
            <Spinner label="Loading log" />
          )}
        </Card>
        <Card
          title="Logs"
          headingLevel={2}
          actions={
            <Button
              type="button"
              variant="secondary"
              disabled={logs.length === 0}
              onClick={() =>
                downloadCsv(
                  logsFileName(person.data?.data ? fullName(person.data.data) : 'New'),
                  logsCsv(logs, responses),
                )
              }
            >
              Download CSV
            </Button>
          }
        >
          <LogList
            logs={logs}
            responses={responses}
            currentId={editingId}
            onChoose={(id) => navigate(`${base}/${id}`)}
          />
        </Card>
      </Layout>
    </>
  );
}
