import styled from 'styled-components';
import { Card } from 'shared-ui';
import { aiFeedbackLinks } from '../config';
import { VisuallyHidden } from './VisuallyHidden';
import { IMPROVE_TITLE, MAKE_SUGGESTION, REPORT_INACCURATE } from '../texts';

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    color: ${({ theme }) => theme.colours.deepBlue};
    font-weight: 600;
  }
`;

/** Spec 2 §2.9: the two external feedback links (addresses from config.ts). */
export function ImproveAiInsights() {
  const links = aiFeedbackLinks();
  return (
    <Card title={IMPROVE_TITLE} headingLevel={2}>
      <Links>
        <li>
          <a href={links.reportInaccurate} target="_blank" rel="noopener noreferrer">
            {REPORT_INACCURATE}
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        </li>
        <li>
          <a href={links.makeSuggestion} target="_blank" rel="noopener noreferrer">
            {MAKE_SUGGESTION}
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        </li>
      </Links>
    </Card>
  );
}
