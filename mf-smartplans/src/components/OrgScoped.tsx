import { Fragment, type ReactNode } from 'react';
import { useSession } from 'shared-api';

/**
 * Remounts its screen when the active organisation changes, so nothing read or chosen under one
 * organisation (results, a picked person, a loaded log) is shown or sent under another.
 */
export function OrgScoped({ children }: { children: ReactNode }) {
  const { activeOrg } = useSession();
  return <Fragment key={activeOrg?.id ?? 'none'}>{children}</Fragment>;
}
