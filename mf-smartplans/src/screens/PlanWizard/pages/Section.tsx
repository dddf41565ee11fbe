import type { ReactNode } from 'react';
import { useTerms } from 'shared-api';
import styled from 'styled-components';
import { DynamicListField } from '../fields/DynamicListField';
import { questionText, type Question } from '../questions';

const Box = styled.section`
  border-top: 1px solid ${({ theme }) => theme.colours.border};
  padding-top: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(4)};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colours.deepBlue};
    font-size: 1.125rem;
  }
`;

export const Grid = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
`;

/** A titled block of questions inside a tab. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box aria-label={title}>
      <h3>{title}</h3>
      {children}
    </Box>
  );
}

/** A list question of the plan, labelled with its level and the organisation's terms. */
export function ListQuestion({ question }: { question: Question }) {
  const terms = useTerms();
  return (
    <DynamicListField
      name={question.key}
      label={questionText(question.key, terms)}
      required={question.required}
    />
  );
}
