import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { isSignedIn, useSession } from 'shared-api';

/** Spec 3 §2.1: the privacy and terms screens send visitors without a session to /. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!isSignedIn(session)) return <Navigate to="/" replace />;
  return <>{children}</>;
}
