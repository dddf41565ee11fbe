import type { FastifyInstance } from 'fastify';
import { createAuthLimits } from './rate-limit';
import { invitationRoutes } from './routes-invitation';
import { oidcRoutes } from './routes-oidc';
import { passwordRoutes } from './routes-password';
import { sessionRoutes } from './routes-session';
import { signupRoutes } from './routes-signup';

/** Public sign-in routes under /api/auth and the invitation acceptance under /api/user/activate. */
export async function authModule(app: FastifyInstance): Promise<void> {
  const limits = createAuthLimits(app);
  sessionRoutes(app, limits);
  passwordRoutes(app, limits);
  signupRoutes(app, limits);
  invitationRoutes(app, limits);
  oidcRoutes(app, limits);
}
