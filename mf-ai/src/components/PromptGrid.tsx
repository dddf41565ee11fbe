import styled from 'styled-components';
import { Button } from 'shared-ui';
import type { AiPrompt } from '../data/ai';

const Group = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space(4)};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1rem;
    color: ${({ theme }) => theme.colours.deepBlue};
  }
`;

/** Spec 2 §9 / spec 3: one column on a phone, three from medium width. */
const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  @media (min-width: ${({ theme }) => theme.breakpoints.medium}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  button {
    width: 100%;
    white-space: normal;
    text-align: center;
  }
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colours.muted};
  font-weight: 600;
`;

export interface PromptGridProps {
  prompts: AiPrompt[];
  onAsk: (prompt: AiPrompt) => void;
  /** Prompts wait for a choice (a person, an incident) or a running answer. */
  disabled?: boolean;
  /** Why they are disabled (spec 2 §2.9: asks the user to select one to continue). */
  disabledText?: string;
}

/** The canned prompt buttons, grouped by sub-section in the order the server lists them. */
export function groupBySubSection(prompts: AiPrompt[]): [string, AiPrompt[]][] {
  const groups = new Map<string, AiPrompt[]>();
  for (const prompt of prompts) {
    const list = groups.get(prompt.subSection) ?? [];
    list.push(prompt);
    groups.set(prompt.subSection, list);
  }
  return [...groups.entries()];
}

export function PromptGrid({ prompts, onAsk, disabled, disabledText }: PromptGridProps) {
  return (
    <div>
      {disabled && disabledText && <Hint role="status">{disabledText}</Hint>}
      {groupBySubSection(prompts).map(([subSection, list]) => (
        <Group key={subSection} aria-label={subSection}>
          <h3>{subSection}</h3>
          <Grid>
            {list.map((prompt) => (
              <Button
                key={prompt.id}
                type="button"
                variant="secondary"
                disabled={disabled}
                onClick={() => onAsk(prompt)}
              >
                {prompt.label}
              </Button>
            ))}
          </Grid>
        </Group>
      ))}
    </div>
  );
}
