import {
  AcceptInvitationRequest,
  InvitationInfoResponse,
  InvitationQuery,
  LoginRequest,
  LoginResponse,
  LoginDataResponse,
  OrgIdQuery,
  PasswordResetBody,
  PasswordResetRequestBody,
  SessionResponse,
  SignupBody,
  SsoCallbackRequestQuery,
  SsoStatusResponse,
  SuccessResponse,
} from '../schemas';
import { defineRoutes } from './define';

/** Sign-in, session, password reset, sign-up, invitations and single sign-on. */
export const AUTH_ROUTES = defineRoutes({
  'POST /api/auth/login': { body: LoginRequest, response: LoginResponse },
  'GET /api/auth/session': { querystring: OrgIdQuery, response: SessionResponse },
  'POST /api/auth/logout': { response: SuccessResponse },
  'POST /api/auth/password/request-reset': {
    body: PasswordResetRequestBody,
    response: SuccessResponse,
  },
  'POST /api/auth/password/reset': { body: PasswordResetBody, response: SuccessResponse },
  'POST /api/auth/signup': { body: SignupBody, response: SuccessResponse },
  'GET /api/user/activate': { querystring: InvitationQuery, response: InvitationInfoResponse },
  'POST /api/user/activate': { body: AcceptInvitationRequest, response: SuccessResponse },
  'GET /api/auth/sso-status': { response: SsoStatusResponse },
  'GET /api/auth/mylogin': { querystring: SsoCallbackRequestQuery, response: LoginDataResponse },
});
