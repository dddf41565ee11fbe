// People are never loaded as a whole list here: the plan wizard's person fields search the server
// as the user types (shared-ui PersonSelectField, GET /api/user?q= and ?ids=).

export const fullName = (p: { firstName?: string | null; lastName?: string | null }) =>
  `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim();
