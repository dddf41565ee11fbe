/** Spec 3 §6: user 1, global admins, developers and the organisation's own admin. */
export function isOrganisationAdmin(
  user: { id: number; isGlobalAdmin: boolean; isDeveloper: boolean },
  organisation: { admin: number | null },
): boolean {
  return user.id === 1 || user.isGlobalAdmin || user.isDeveloper || organisation.admin === user.id;
}
