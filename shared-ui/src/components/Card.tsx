import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styled from 'styled-components';

export interface CardProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  title?: ReactNode;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3 | 4;
  actions?: ReactNode;
}

const Box = styled.section`
  background: ${({ theme }) => theme.colours.white};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${({ theme }) => theme.space(5)};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  h2,
  h3,
  h4 {
    margin: 0;
    color: ${({ theme }) => theme.colours.deepBlue};
    font-size: 1.125rem;
  }
`;

export function Card({ title, headingLevel = 2, actions, children, ...rest }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Box {...rest}>
      {(title || actions) && (
        <Header>
          {title && <Heading>{title}</Heading>}
          {actions}
        </Header>
      )}
      {children}
    </Box>
  );
}
