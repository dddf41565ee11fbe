import { createContext, useContext, type ReactNode } from 'react';
import styled from 'styled-components';

export type HeadingLevel = 1 | 2;

/** The legal texts render as a page (h1 + h2 sections) or inside a panel (h2 + h3 sections). */
export interface LegalDocumentProps {
  headingLevel?: HeadingLevel;
}

const LevelContext = createContext<HeadingLevel>(1);

const Article = styled.article`
  max-width: 46rem;
  line-height: 1.55;

  h1,
  h2,
  h3 {
    color: #04124c;
    line-height: 1.25;
  }

  ul {
    padding-left: 1.4rem;
  }

  li + li {
    margin-top: 0.3rem;
  }
`;

export function LegalArticle({
  title,
  updated,
  headingLevel = 1,
  children,
}: {
  title: string;
  updated: string;
  headingLevel?: HeadingLevel;
  children: ReactNode;
}) {
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <LevelContext.Provider value={headingLevel}>
      <Article aria-label={title}>
        <Title>{title}</Title>
        <p>
          <em>Last updated: {updated}</em>
        </p>
        {children}
      </Article>
    </LevelContext.Provider>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingLevel = useContext(LevelContext);
  const Heading = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <section>
      <Heading>{title}</Heading>
      {children}
    </section>
  );
}
