import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { hasPermission, hasPlusOrCare, useSession } from 'shared-api';
import { Spinner } from 'shared-ui';
import { NotOnPlan } from '../../components/NotOnPlan';
import { fetchPrefill, type PlanPrefill } from '../../data/plans';
import { PlanWizardForm } from './PlanWizardForm';

export const NO_PERMISSION = 'You do not have permission to create or edit Smart Plans.';

type Load =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; prefill: PlanPrefill | null };

/** /behaviour/{userid}/edit: the Smart Behaviour Plan wizard ('new' = choose the person in it). */
export function PlanWizardScreen() {
  const { userid } = useParams();
  const session = useSession();
  const onPlan = hasPlusOrCare(session);
  const allowed = onPlan && hasPermission(session, 'smartPlanCreate');
  const routeUserId = userid && /^\d+$/.test(userid) ? Number(userid) : null;
  const valid = userid === 'new' || routeUserId !== null;
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!allowed || !valid) return;
    if (routeUserId === null) {
      setLoad({ state: 'ready', prefill: null });
      return;
    }
    let live = true;
    setLoad({ state: 'loading' });
    fetchPrefill(routeUserId)
      .then((prefill) => live && setLoad({ state: 'ready', prefill }))
      .catch(
        (error: unknown) =>
          live &&
          setLoad({
            state: 'error',
            message: error instanceof Error ? error.message : 'Unknown Error: Please try again',
          }),
      );
    return () => {
      live = false;
    };
  }, [allowed, valid, routeUserId, round]);

  if (!onPlan) return <NotOnPlan feature="builder" />;
  if (!allowed) return <p role="status">{NO_PERMISSION}</p>;
  if (!valid) return <p role="alert">This Smart Plan address is not valid.</p>;
  if (load.state === 'loading') return <Spinner label="Loading the Smart Plan" />;
  if (load.state === 'error') return <p role="alert">{load.message}</p>;
  return (
    <PlanWizardForm
      key={`${userid}-${round}`}
      routeUserId={routeUserId}
      initialPrefill={load.prefill}
      onReload={() => setRound((n) => n + 1)}
    />
  );
}
