import type { ReactNode } from 'react';
import styled from 'styled-components';

const Page = styled.div`
  min-height: 100%;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)};
`;

const Panel = styled.div`
  width: 100%;
  max-width: 30rem;
  background: ${({ theme }) => theme.colours.white};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-top: 6px solid ${({ theme }) => theme.colours.orange};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${({ theme }) => theme.space(8)};
`;

const Brand = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 1.5rem;
  font-weight: 800;
  letter-spacing: 0.02em;
  color: ${({ theme }) => theme.colours.deepBlue};

  span {
    color: ${({ theme }) => theme.colours.orangeText};
  }
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  font-size: 1.375rem;
  color: ${({ theme }) => theme.colours.deepBlue};
`;

/** The card every sign-in screen sits in: brand, one h1, the form. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page>
      <Panel>
        <Brand aria-hidden="true">
          Be<span>Smart</span>
        </Brand>
        <Title>{title}</Title>
        {children}
      </Panel>
    </Page>
  );
}

export const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

// One row whatever the submit button reads: while it says 'Saving, please wait...' the button and
// the link beside it both wrap their own words (at 360 px neither fits on one line) instead of the
// link jumping to a new line under the pointer or pushing the page sideways.
export const Actions = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(2)};

  & > :not(:first-child) {
    text-align: right;
  }
`;

export const Divider = styled.hr`
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colours.border};
  margin: ${({ theme }) => theme.space(6)} 0;
`;
