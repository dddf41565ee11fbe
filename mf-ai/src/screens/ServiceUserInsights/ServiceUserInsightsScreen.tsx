import { useNavigate, useParams } from 'react-router-dom';
import { useTerms } from 'shared-api';
import { Card } from 'shared-ui';
import { PersonSelect } from 'shared-ui/pickers';
import { AnswerActions } from '../../components/AnswerActions';
import { AnswerPanel } from '../../components/AnswerPanel';
import { InsightsPage, insightsCrumbs } from '../../components/InsightsPage';
import { PromptGrid } from '../../components/PromptGrid';
import { useAiAnswer } from '../../components/useAiAnswer';
import { usePrompts } from '../../components/usePrompts';
import { askStream } from '../../data/ai';
import { selectPersonText } from '../../texts';

/** Ids in the path are positive integers; anything else is no choice. */
export function idFrom(text: string | undefined): number | undefined {
  if (!text || !/^\d+$/.test(text)) return undefined;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * /ai/insights/serviceuser/{userid?}: a searchable picker of the organisation's service users
 * (server search: names match case-insensitively), the chosen person in the address, and the
 * Student prompts, disabled until someone is chosen.
 */
export function ServiceUserInsightsScreen() {
  const terms = useTerms();
  const navigate = useNavigate();
  const userId = idFrom(useParams().userid);
  const { prompts } = usePrompts('Student');
  const { state, ask, reset } = useAiAnswer();
  const busy = state.status === 'thinking' || state.status === 'streaming';

  const choose = (next: string | undefined) => {
    reset();
    navigate(`/ai/insights/serviceuser/${next ?? ''}`, { replace: true });
  };

  return (
    <InsightsPage
      title={`${terms.ServiceUser} Insights`}
      breadcrumbs={insightsCrumbs(terms.ServiceUser)}
    >
      <Card title={`Choose a ${terms.serviceUser}`} headingLevel={2}>
        <PersonSelect
          label={terms.ServiceUser}
          source={{ type: 'student' }}
          value={userId === undefined ? undefined : String(userId)}
          onChange={choose}
        />
      </Card>
      <Card title="Prompts" headingLevel={2}>
        <PromptGrid
          prompts={prompts}
          disabled={userId === undefined || busy}
          disabledText={userId === undefined ? selectPersonText(terms.serviceUser) : undefined}
          onAsk={(prompt) => {
            if (userId === undefined) return;
            void ask(prompt.label, (signal) =>
              askStream({ kind: 'student', id: userId }, prompt.id, signal),
            );
          }}
        />
      </Card>
      <AnswerPanel state={state} actions={<AnswerActions text={state.text} />} />
    </InsightsPage>
  );
}
