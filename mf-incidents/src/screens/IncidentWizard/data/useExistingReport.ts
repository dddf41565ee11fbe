// The draft loader: the report named by formId, else the caller's saved draft for the person.
import { useEffect, useState } from 'react';
import { useSession } from 'shared-api';
import { fromResponses, type StoredResponse } from '../answers';
import type { WizardKind } from '../steps';
import type { WizardValues } from '../wizardValues';
import { fetchDraft, fetchReport, fetchReportResponses, type ReportRow } from './reportApi';

export type ExistingReport =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; report: ReportRow | null; values: WizardValues; responses: StoredResponse[] };

const isId = (text: string | undefined): text is string => Boolean(text && /^\d+$/.test(text));

export function useExistingReport(
  kind: WizardKind,
  userid: string | undefined,
  formId: string | undefined,
): ExistingReport {
  const session = useSession();
  const me = session.userDetails?.id;
  const shared = Boolean(session.activeOrg?.sharedIncidentReports);
  const [result, setResult] = useState<ExistingReport>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    setResult({ state: 'loading' });
    (async () => {
      let report: ReportRow | null = null;
      if (isId(formId)) {
        report = await fetchReport(Number(formId));
        if (!report) throw new Error('This incident report could not be found');
      } else if (isId(userid)) {
        report = await fetchDraft(Number(userid), kind, me, shared);
      }
      const responses = report ? await fetchReportResponses(report.id) : [];
      if (live) setResult({ state: 'ready', report, values: fromResponses(responses), responses });
    })().catch((error: unknown) => {
      if (live) {
        setResult({
          state: 'error',
          message: error instanceof Error ? error.message : String(error),
        });
      }
    });
    return () => {
      live = false;
    };
  }, [kind, userid, formId, me, shared]);

  return result;
}
