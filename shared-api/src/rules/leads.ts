/**
 * Safeguarding leads are named by e-mail in the organisation's list: the caller is one when their
 * address matches an entry, ignoring case and surrounding spaces. The server decides visibility
 * with it; the browser only uses it to show or hide what the server would refuse anyway.
 */
export function isLeadEmail(leads: readonly string[], email: string | null | undefined): boolean {
  const wanted = email?.trim().toLowerCase();
  return Boolean(wanted) && leads.some((lead) => lead.trim().toLowerCase() === wanted);
}
