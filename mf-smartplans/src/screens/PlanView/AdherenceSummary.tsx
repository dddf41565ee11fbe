import { Spinner } from 'shared-ui';
import { usePlanAdherence, type PlanAdherence } from '../../data/plans';

/** "Incidents since this plan: n; techniques to avoid used: ..." (issue 10 §8). */
export function adherenceText(adherence: PlanAdherence): string {
  const avoided =
    adherence.avoidUsed.length === 0
      ? 'none'
      : adherence.avoidUsed
          .map(({ technique, incidents }) => `${technique} (${incidents})`)
          .join(', ');
  return `Incidents since this plan: ${adherence.incidents}; techniques to avoid used: ${avoided}`;
}

export function AdherenceSummary({ planId }: { planId: number }) {
  const { data, error, isLoading } = usePlanAdherence(planId);
  if (isLoading) return <Spinner label="Loading adherence" />;
  if (error) return <p role="alert">{error.message}</p>;
  if (!data) return null;
  const adherence = data.data;
  return (
    <>
      <p>{adherenceText(adherence)}</p>
      {adherence.planNotFollowed > 0 && (
        <p>Incidents where staff said the plan was not followed: {adherence.planNotFollowed}</p>
      )}
    </>
  );
}
