import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from 'shared-api';

/**
 * Every AI screen needs the active organisation's AI terms (spec 3 §2.16): without them the screen
 * sends the user to /dashboard (the server refuses the calls too).
 */
export function AiGate({ children }: { children: ReactNode }) {
  const { activeOrg } = useSession();
  if (!activeOrg?.aiTermsAccepted) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}
