import type { SessionState } from 'shared-api';
import { FULL_USER_PERMISSIONS, RESTRICTED_USER_PERMISSIONS } from 'shared-api/permissions';
import { loginData } from 'test-kit';
import {
  mayArchiveDraft,
  mayArchiveIncident,
  mayCreatePlan,
  mayDeleteRelated,
  mayPushToCpoms,
  mayRecord,
} from './permissions';

// The demo roles (server/src/seed): the lead holds the Full User role, staff the Restricted User
// role, the organisation's admin is isAdmin; a custom role may hold nothing at all.
function session(opts: {
  email: string;
  isAdmin?: boolean;
  permissions: readonly string[];
}): SessionState {
  const base = loginData();
  return {
    ...base,
    userDetails: { ...base.userDetails, id: 20, email: opts.email },
    myPermissions: {
      '7': {
        isAdmin: opts.isAdmin ?? false,
        role: { id: 3, title: 'Custom' },
        permissions: [...opts.permissions],
      },
    },
  } as SessionState;
}

const ROLES = {
  lead: session({ email: 'lead@demo-school.test', permissions: FULL_USER_PERMISSIONS }),
  restricted: session({
    email: 'staff@demo-school.test',
    permissions: RESTRICTED_USER_PERMISSIONS,
  }),
  admin: session({ email: 'admin@demo-school.test', isAdmin: true, permissions: [] }),
  nothing: session({ email: 'visitor@demo-school.test', permissions: [] }),
};

const RULES = {
  mayRecord,
  mayCreatePlan,
  mayArchiveIncident,
  mayDeleteRelated,
  mayPushToCpoms,
  otherDraft: (s: SessionState) => mayArchiveDraft(s, 999),
  ownDraft: (s: SessionState) => mayArchiveDraft(s, 20),
};

// Expected answers per role, as the server enforces them (see each rule's comment).
const EXPECTED: Record<keyof typeof ROLES, Record<keyof typeof RULES, boolean>> = {
  lead: {
    mayRecord: true,
    mayCreatePlan: true,
    mayArchiveIncident: true,
    mayDeleteRelated: true,
    mayPushToCpoms: true,
    otherDraft: true,
    ownDraft: true,
  },
  restricted: {
    mayRecord: true,
    mayCreatePlan: true,
    mayArchiveIncident: false,
    mayDeleteRelated: false,
    mayPushToCpoms: false,
    otherDraft: false,
    ownDraft: true,
  },
  admin: {
    mayRecord: true,
    mayCreatePlan: true,
    mayArchiveIncident: true,
    // Not a safeguarding lead: related incidents offer delete to leads only (spec 2 §2.7).
    mayDeleteRelated: false,
    mayPushToCpoms: true,
    otherDraft: true,
    ownDraft: true,
  },
  nothing: {
    mayRecord: false,
    mayCreatePlan: false,
    mayArchiveIncident: false,
    mayDeleteRelated: false,
    mayPushToCpoms: false,
    otherDraft: false,
    ownDraft: true,
  },
};

describe.each(Object.keys(ROLES) as (keyof typeof ROLES)[])('incident actions for %s', (role) => {
  it.each(Object.keys(RULES) as (keyof typeof RULES)[])('%s', (rule) => {
    expect(RULES[rule](ROLES[role])).toBe(EXPECTED[role][rule]);
  });
});
