// Rules shared by the server and every front end (issue 9 §6): one definition each.
export { isEmailAddress } from './email';
export { isLeadEmail } from './leads';
export { ETHNICITIES, GENDERS } from './people';
export type { Ethnicity, Gender } from './people';
export {
  KEY_CONTACTS_KEY,
  isRecipientContact,
  parseKeyContacts,
  recipientContacts,
} from './keyContacts';
export type { KeyContact } from './keyContacts';
