import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageHeader, type Breadcrumb } from 'shared-ui';
import { Disclaimer } from './Disclaimer';
import { ImproveAiInsights } from './ImproveAiInsights';

/** One column of blocks; minmax(0, 1fr) keeps a wide table from widening the page. */
export const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
`;

export interface InsightsPageProps {
  title: string;
  breadcrumbs?: Breadcrumb[];
  children: ReactNode;
}

/** The frame of every AI screen: heading, the disclaimer, the content, "Improve AI Insights". */
export function InsightsPage({ title, breadcrumbs, children }: InsightsPageProps) {
  return (
    <>
      <PageHeader title={title} breadcrumbs={breadcrumbs} />
      <Stack>
        <Disclaimer />
        {children}
        <ImproveAiInsights />
      </Stack>
    </>
  );
}

export const insightsCrumbs = (current: string): Breadcrumb[] => [
  { label: 'AI Insights', to: '/ai/insights' },
  { label: current },
];
