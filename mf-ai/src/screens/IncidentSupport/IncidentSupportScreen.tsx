import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTerms } from 'shared-api';
import { Button, Card, EmptyState, Spinner, toast } from 'shared-ui';
import { AnswerActions } from '../../components/AnswerActions';
import { AnswerPanel } from '../../components/AnswerPanel';
import { InsightsPage } from '../../components/InsightsPage';
import { PromptGrid } from '../../components/PromptGrid';
import { useAiAnswer } from '../../components/useAiAnswer';
import { usePrompts } from '../../components/usePrompts';
import { askStream, fetchDrafts, saveDraft, type AiDraft, type AiPrompt } from '../../data/ai';
import {
  fetchAnswers,
  fetchIncident,
  type IncidentSummary,
  type KeyAnswer,
} from '../../data/incidents';
import { DRAFT_SAVED } from '../../texts';
import { idFrom } from '../ServiceUserInsights/ServiceUserInsightsScreen';
import { DraftList } from './DraftList';
import { IncidentFacts } from './IncidentFacts';

/** Letter prompts (informal and formal letter) may be saved as a draft on the incident. */
export const isLetterPrompt = (prompt: Pick<AiPrompt, 'key' | 'label' | 'subSection'>) =>
  /letter/i.test(`${prompt.key} ${prompt.label} ${prompt.subSection}`);

export const notFoundText = (serviceUser: string) =>
  `No incident report was found for this ${serviceUser}.`;

type Loaded =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'ready'; incident: IncidentSummary; answers: KeyAnswer[] };

/**
 * /incident/{userid}/ai/{formId}: AI support for one incident (formId 'latest': the person's newest
 * incident report). Key facts, the Incident prompts, the streamed answer with Copy and Print, and
 * for a letter "Save as draft on this incident"; the drafts saved on it are listed below.
 */
export function IncidentSupportScreen() {
  const params = useParams();
  const terms = useTerms();
  const userId = idFrom(params.userid);
  const formId = params.formId === 'latest' ? 'latest' : idFrom(params.formId);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [drafts, setDrafts] = useState<AiDraft[]>([]);
  const [asked, setAsked] = useState<AiPrompt | null>(null);
  const [savedRequest, setSavedRequest] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const { prompts } = usePrompts('Incident');
  const { state, ask } = useAiAnswer();
  const busy = state.status === 'thinking' || state.status === 'streaming';

  useEffect(() => {
    let live = true;
    setLoaded({ state: 'loading' });
    if (userId === undefined || formId === undefined) {
      setLoaded({ state: 'missing' });
      return undefined;
    }
    (async () => {
      const incident = await fetchIncident(userId, formId);
      if (!incident) return live && setLoaded({ state: 'missing' });
      const answers = await fetchAnswers(incident.id);
      if (live) setLoaded({ state: 'ready', incident, answers });
    })().catch((error: unknown) => {
      if (!live) return;
      toast.error((error as Error).message);
      setLoaded({ state: 'missing' });
    });
    return () => {
      live = false;
    };
  }, [userId, formId]);

  const incidentId = loaded.state === 'ready' ? loaded.incident.id : undefined;
  const loadDrafts = useCallback(async (id: number) => {
    try {
      setDrafts(await fetchDrafts(id));
    } catch (error) {
      console.warn('The drafts of this incident could not be read', error);
    }
  }, []);
  useEffect(() => {
    if (incidentId !== undefined) void loadDrafts(incidentId);
  }, [incidentId, loadDrafts]);

  const onAsk = (prompt: AiPrompt) => {
    if (incidentId === undefined) return;
    setAsked(prompt);
    setSavedRequest(null);
    void ask(prompt.label, (signal) =>
      askStream({ kind: 'incident', id: incidentId, userId }, prompt.id, signal),
    );
  };

  const requestId = state.meta?.requestId;
  const save = async () => {
    if (incidentId === undefined || !asked || requestId === undefined) return;
    setSaving(true);
    try {
      await saveDraft(incidentId, { title: asked.label, text: state.text, requestId });
      setSavedRequest(requestId);
      toast.success(DRAFT_SAVED);
      await loadDrafts(incidentId);
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setSaving(false);
    }
  };

  const crumbs = [{ label: 'AI Insights', to: '/ai/insights' }, { label: 'AI Support' }];
  if (loaded.state === 'loading') {
    return (
      <InsightsPage title="AI Support" breadcrumbs={crumbs}>
        <Spinner label="Loading the incident" />
      </InsightsPage>
    );
  }
  if (loaded.state === 'missing') {
    return (
      <InsightsPage title="AI Support" breadcrumbs={crumbs}>
        <EmptyState
          message={notFoundText(terms.serviceUser)}
          action={<Link to="/ai/insights/incident">Find an incident</Link>}
        />
      </InsightsPage>
    );
  }

  const letter = asked !== null && isLetterPrompt(asked);
  return (
    <InsightsPage title="AI Support" breadcrumbs={crumbs}>
      <IncidentFacts incident={loaded.incident} answers={loaded.answers} />
      <Card title="Prompts" headingLevel={2}>
        <PromptGrid prompts={prompts} disabled={busy} onAsk={onAsk} />
      </Card>
      <AnswerPanel
        state={state}
        actions={
          <AnswerActions text={state.text}>
            {letter && requestId !== undefined && (
              <Button
                type="button"
                disabled={saving || savedRequest === requestId}
                onClick={() => void save()}
              >
                {savedRequest === requestId ? 'Saved as a draft' : 'Save as draft on this incident'}
              </Button>
            )}
          </AnswerActions>
        }
      />
      <DraftList drafts={drafts} />
    </InsightsPage>
  );
}
