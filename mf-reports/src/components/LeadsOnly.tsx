import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { isSafeguardingLead, useSession } from 'shared-api';

/**
 * Analytics is for safeguarding leads only (spec 3 §6; the server answers 403 to anyone else):
 * everyone else is sent to the dashboard, as the global incident search does. `pilExtras` screens
 * also need the organisation's enablePILExtras.
 */
export function LeadsOnly({
  children,
  pilExtras = false,
}: {
  children: ReactNode;
  pilExtras?: boolean;
}) {
  const session = useSession();
  if (!isSafeguardingLead(session)) return <Navigate to="/dashboard" replace />;
  if (pilExtras && !session.activeOrg?.enablePILExtras) return <Navigate to="/reports" replace />;
  return <>{children}</>;
}
