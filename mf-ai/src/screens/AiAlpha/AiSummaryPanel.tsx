import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Card } from 'shared-ui';
import { AiIncidentResults } from '../../components/AiIncidentResults';
import { AnswerActions } from '../../components/AnswerActions';
import { AnswerPanel } from '../../components/AnswerPanel';
import { incidentNumber } from '../../components/incidentText';
import { useAiAnswer } from '../../components/useAiAnswer';
import { queryStream, type AiPrompt } from '../../data/ai';
import type { IncidentRow } from '../../data/incidents';

const Areas = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.medium}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Area = styled.section`
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1rem;
    color: ${({ theme }) => theme.colours.deepBlue};
  }
  pre {
    margin: 0;
    min-height: 4em;
    max-height: 24em;
    overflow: auto;
    padding: ${({ theme }) => theme.space(3)};
    background: ${({ theme }) => theme.colours.background};
    border: 1px solid ${({ theme }) => theme.colours.border};
    border-radius: ${({ theme }) => theme.radius};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    font: inherit;
  }
`;

const Chooser = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  label {
    font-weight: 600;
  }
  select {
    font: inherit;
    min-height: 40px;
    max-width: 100%;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colours.muted};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

export interface AiSummaryPanelProps {
  rows: IncidentRow[];
  total: number;
  prompts: AiPrompt[];
}

/**
 * Spec 2 §2.9's AI Summary panel: the incidents found, a button per incident for the chosen canned
 * prompt (POST /ai/query/{promptKey}), and the System Message, Prompt and Response areas (what
 * was sent, pseudonymised, and the answer with names restored).
 */
export function AiSummaryPanel({ rows, total, prompts }: AiSummaryPanelProps) {
  const selectId = useId();
  const [promptId, setPromptId] = useState<number | undefined>(undefined);
  const { state, ask } = useAiAnswer();
  const busy = state.status === 'thinking' || state.status === 'streaming';
  useEffect(() => {
    if (promptId === undefined && prompts[0]) setPromptId(prompts[0].id);
  }, [prompts, promptId]);
  const prompt = prompts.find((p) => p.id === promptId);
  const areas = useRef<HTMLDivElement>(null);

  const run = (row: IncidentRow) => {
    if (!prompt || row.userId === null) return;
    const incident = { submissionId: row.id, userId: row.userId };
    void ask(`${prompt.label}: ${incidentNumber(row.reference)}`, (signal) =>
      queryStream(prompt, incident, signal),
    );
    // The button may be far down a list of 100: bring the areas the answer fills into view.
    areas.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <Card title="AI Summary" headingLevel={2} aria-label="AI Summary">
      <Chooser>
        <label htmlFor={selectId}>Prompt</label>
        <select
          id={selectId}
          value={promptId ?? ''}
          onChange={(event) => setPromptId(Number(event.target.value))}
        >
          {prompts.map((p) => (
            <option key={p.id} value={p.id}>
              {`${p.subSection}: ${p.label}`}
            </option>
          ))}
        </select>
      </Chooser>
      <AiIncidentResults
        rows={rows}
        total={total}
        caption="Incidents for the AI Summary"
        rowAction={(row) =>
          prompt && (
            <Button
              type="button"
              variant="secondary"
              disabled={busy || row.userId === null}
              aria-label={`${prompt.label} ${incidentNumber(row.reference)}`}
              onClick={() => run(row)}
            >
              {prompt.label}
            </Button>
          )
        }
      />
      <div ref={areas}>
        <Areas>
          <Area aria-label="System Message">
            <h3>System Message</h3>
            {/* Scrolls when long: focusable so a keyboard can scroll it. */}
            <pre tabIndex={0}>{state.meta?.systemMessage ?? ''}</pre>
          </Area>
          <Area aria-label="Prompt">
            <h3>Prompt</h3>
            <pre tabIndex={0}>{state.meta?.prompt ?? ''}</pre>
          </Area>
        </Areas>
        <AnswerPanel
          state={state}
          title="Response"
          headingLevel={3}
          idleText="Choose an incident's prompt button to get a response."
          actions={<AnswerActions text={state.text} />}
        />
      </div>
    </Card>
  );
}
