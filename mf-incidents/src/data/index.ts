export {
  useServiceUsers,
  useStaff,
  useServiceUser,
  useKeyContacts,
  parseKeyContacts,
} from './people';
export type { Person, KeyContact } from './people';
export {
  useOrganisationSetting,
  useOrganisationSettings,
  parseJsonList,
  selectedQuickBehaviours,
} from './settings';
export type { QuickBehaviour } from './settings';
export * from './submissions';
export * from './search';
export * from './files';
