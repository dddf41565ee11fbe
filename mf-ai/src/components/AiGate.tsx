import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { passesHelperCheck, useSession } from 'shared-api';
import { Card, PageHeader } from 'shared-ui';
import { AI_TERMS_NEEDED } from '../texts';

/**
 * Every AI screen needs the active organisation's AI terms (spec 3 §2.16): without them the screen
 * sends the user to /dashboard (the server refuses the calls too). Those the side menu shows
 * "AI Insights" to without the terms (spec 3 §2.2's helper check: the organisation's admins) are
 * told instead where the terms are accepted, rather than bounced back with no word.
 */
export function AiGate({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.activeOrg?.aiTermsAccepted) return <>{children}</>;
  if (!passesHelperCheck(session)) return <Navigate to="/dashboard" replace />;
  return (
    <>
      <PageHeader title="AI Insights" />
      <Card>
        <p>{AI_TERMS_NEEDED}</p>
        <p>
          <Link to="/servicesetup">Go to Service Setup</Link>
        </p>
      </Card>
    </>
  );
}
