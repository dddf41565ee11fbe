import { PageHeader } from 'shared-ui';

const TEXT = {
  builder: {
    title: 'Smart Plan Builder',
    message: "The Smart Plan Builder is not part of your organisation's plan.",
  },
  area: { title: 'Smart Plans', message: "Smart Plans are not part of your organisation's plan." },
} as const;

/**
 * Shown instead of a screen the organisation's plan does not include (Builder: Plus or Care;
 * the Smart Plans lists: Plus). The server refuses the calls too.
 */
export function NotOnPlan({ feature }: { feature: keyof typeof TEXT }) {
  return (
    <>
      <PageHeader title={TEXT[feature].title} />
      <p role="status">{TEXT[feature].message}</p>
    </>
  );
}
