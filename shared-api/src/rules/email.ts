// The one e-mail check of the portal (forms, invitations, imports, leads, key contacts): what the
// browser's type=email accepts in practice. One @, no spaces, a dot in the domain. Callers trim.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailAddress(text: string): boolean {
  return EMAIL.test(text);
}
