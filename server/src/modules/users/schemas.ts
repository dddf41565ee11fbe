// The users module's route schemas are part of the API contract (shared-api/src/contract).
export {
  UserGetQuery,
  UserIdParams,
  UserListQuery,
  UserPartialResponse,
  UserWithCpomsListResponse,
} from 'shared-api/schemas';
