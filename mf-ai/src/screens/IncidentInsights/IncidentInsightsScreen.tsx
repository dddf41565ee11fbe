import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatDate } from 'shared-api/dates';
import { Card, Spinner } from 'shared-ui';
import { AiIncidentResults } from '../../components/AiIncidentResults';
import { AnswerActions } from '../../components/AnswerActions';
import { AnswerPanel } from '../../components/AnswerPanel';
import { childName, incidentNumber } from '../../components/incidentText';
import { IncidentSearchBlock } from '../../components/IncidentSearchBlock';
import { InsightsPage, insightsCrumbs } from '../../components/InsightsPage';
import { PromptGrid } from '../../components/PromptGrid';
import { useAiAnswer } from '../../components/useAiAnswer';
import { useAiIncidentSearch } from '../../components/useAiIncidentSearch';
import { usePrompts } from '../../components/usePrompts';
import { askStream } from '../../data/ai';
import type { IncidentRow } from '../../data/incidents';
import { AI_RESULTS_STEP, SELECT_INCIDENT } from '../../texts';

const Chosen = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-weight: 600;
`;

/**
 * /ai/insights/incident: find incidents with the criteria builder; "Select" one to ask the
 * Incident prompts here, or the robot action for its AI support page.
 */
export function IncidentInsightsScreen() {
  const search = useAiIncidentSearch(AI_RESULTS_STEP);
  const { prompts } = usePrompts('Incident');
  const { state, ask, reset } = useAiAnswer();
  const [chosen, setChosen] = useState<IncidentRow | null>(null);
  const busy = state.status === 'thinking' || state.status === 'streaming';

  const started = useRef(false);
  useEffect(() => {
    // The latest incidents are listed at once; criteria narrow them.
    if (started.current) return;
    started.current = true;
    void search.run([]);
  }, [search]);

  const chosenText = useRef<HTMLParagraphElement>(null);
  const select = (row: IncidentRow) => {
    reset();
    setChosen(row);
  };
  useEffect(() => {
    // The prompts may be far below a long list: go to them, the next Tab reaches the first one.
    if (chosen) chosenText.current?.focus();
  }, [chosen]);

  return (
    <InsightsPage title="Incident Insights" breadcrumbs={insightsCrumbs('Incident')}>
      <IncidentSearchBlock
        onSearch={(query) => void search.run(query)}
        searching={search.loading}
      />
      {search.loading && !search.searched ? (
        <Spinner label="Loading results" />
      ) : (
        search.searched && (
          <AiIncidentResults
            rows={search.rows}
            total={search.total}
            onSelect={select}
            selectedId={chosen?.id}
            onMore={() => void search.more()}
            loadingMore={search.loadingMore}
          />
        )
      )}
      <Card title="Prompts" headingLevel={2}>
        {chosen && (
          <Chosen ref={chosenText} tabIndex={-1}>
            {`Selected: ${incidentNumber(chosen.reference)}, ${childName(chosen)}, ${formatDate(chosen.dateOfIncident, 'dd/MM/yy')}`}
          </Chosen>
        )}
        <PromptGrid
          prompts={prompts}
          disabled={!chosen || busy}
          disabledText={chosen ? undefined : SELECT_INCIDENT}
          onAsk={(prompt) => {
            if (!chosen) return;
            const target = {
              kind: 'incident' as const,
              id: chosen.id,
              userId: chosen.userId ?? undefined,
            };
            void ask(prompt.label, (signal) => askStream(target, prompt.id, signal));
          }}
        />
      </Card>
      <AnswerPanel state={state} actions={<AnswerActions text={state.text} />} />
    </InsightsPage>
  );
}
