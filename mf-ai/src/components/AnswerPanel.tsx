import type { ReactNode } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { Card } from 'shared-ui';
import { ANSWER_COMPLETE, BUILTIN_NOTICE, THINKING } from '../texts';
import type { AnswerState } from './useAiAnswer';
import { VisuallyHidden } from './VisuallyHidden';

const Question = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-weight: 600;
`;

const Text = styled.div`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.5;
  min-height: 3em;
`;

const Idle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.muted};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.danger};
  font-weight: 600;
`;

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colours.infoBackground};
  border-radius: ${({ theme }) => theme.radius};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
`;

/** Print shows the answer only (the Print action), not the menu and the rest of the page. */
const PrintAnswerOnly = createGlobalStyle`
  @media print {
    body * { visibility: hidden; }
    [data-print-answer], [data-print-answer] * { visibility: visible; }
    [data-print-answer] { position: absolute; inset: 0 auto auto 0; width: 100%; }
    [data-print-answer] button { display: none; }
  }
`;

export interface AnswerPanelProps {
  state: AnswerState;
  title?: string;
  headingLevel?: 2 | 3;
  idleText?: string;
  /** Copy, Print, Save as draft: shown once the answer is complete. */
  actions?: ReactNode;
}

/**
 * Spec 2 §4's AI panel: idle, "Thinking...", the response as it arrives, or the error in red. The
 * text region is polite and busy while the words arrive, so a screen reader reads the whole
 * answer once; the completion is announced once.
 */
export function AnswerPanel({
  state,
  title = 'Answer',
  headingLevel = 2,
  idleText = 'Choose a prompt to get an answer.',
  actions,
}: AnswerPanelProps) {
  const { status, question, text, meta, error } = state;
  const arriving = status === 'thinking' || status === 'streaming';
  return (
    <Card title={title} headingLevel={headingLevel} data-print-answer="">
      <PrintAnswerOnly />
      {question && <Question>{question}</Question>}
      {meta?.provider === 'builtin' && status !== 'error' && <Notice>{BUILTIN_NOTICE}</Notice>}
      <div role="status">
        {status === 'thinking' && <p>{THINKING}</p>}
        {status === 'done' && <VisuallyHidden>{ANSWER_COMPLETE}</VisuallyHidden>}
      </div>
      {status === 'idle' && <Idle>{idleText}</Idle>}
      {status === 'error' ? (
        <ErrorText role="alert">{error}</ErrorText>
      ) : (
        status !== 'idle' && (
          <Text aria-live="polite" aria-busy={arriving} aria-label="Response" role="region">
            {text}
          </Text>
        )
      )}
      {status === 'done' && actions && <Actions>{actions}</Actions>}
    </Card>
  );
}
