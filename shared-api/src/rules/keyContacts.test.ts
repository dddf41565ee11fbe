import { isRecipientContact, parseKeyContacts, recipientContacts } from './keyContacts';

const stored = JSON.stringify([
  { firstName: 'Ann', lastName: 'Lee', role: 'Mother', email: ' ann@example.org ', phone: '01' },
  { firstName: 'Bob', lastName: 'Lee', role: 'Father' },
  { firstName: 'Cy', lastName: 'Dee', email: 'not-an-address' },
  null,
  'text',
  { firstName: 7, email: 'dee@example.org' },
]);

describe('key contacts (one rule for the server, mf-admin and mf-incidents)', () => {
  it('keeps every stored entry that is an object, fields as text, e-mail trimmed', () => {
    expect(parseKeyContacts(stored)).toEqual([
      { firstName: 'Ann', lastName: 'Lee', role: 'Mother', email: 'ann@example.org', phone: '01' },
      { firstName: 'Bob', lastName: 'Lee', role: 'Father', email: '', phone: '' },
      { firstName: 'Cy', lastName: 'Dee', role: '', email: 'not-an-address', phone: '' },
      { firstName: '', lastName: '', role: '', email: 'dee@example.org', phone: '' },
    ]);
  });

  it('reads unreadable JSON, a non-list and nothing as no contacts', () => {
    expect(parseKeyContacts('{oops')).toEqual([]);
    expect(parseKeyContacts('{"email":"a@b.co"}')).toEqual([]);
    expect(parseKeyContacts(undefined)).toEqual([]);
    expect(parseKeyContacts(null)).toEqual([]);
  });

  it('lets only a contact with a valid e-mail be chosen as a recipient', () => {
    const contacts = parseKeyContacts(stored);
    expect(recipientContacts(contacts).map((c) => c.email)).toEqual([
      'ann@example.org',
      'dee@example.org',
    ]);
    expect(isRecipientContact({ email: '' })).toBe(false);
    expect(isRecipientContact({ email: 'a b@c.de' })).toBe(false);
  });
});
