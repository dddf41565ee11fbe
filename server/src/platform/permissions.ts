// The catalogue lives in shared-api (client and server agree on names).
export {
  ALL_PERMISSIONS,
  FULL_USER_PERMISSIONS,
  RESTRICTED_USER_PERMISSIONS,
} from 'shared-api/permissions';
