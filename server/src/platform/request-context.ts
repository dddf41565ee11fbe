import type { Db } from '../db/client';
import type { Config } from '../config';
import type { SessionUser } from './sessions';

export interface AuthContext {
  userId: number;
  sessionId: number;
  user: SessionUser;
}

export interface MembershipContext {
  roleId: number | null;
  roleTitle: string | null;
  permissions: string[];
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
  interface FastifyRequest {
    /** Set by requireAuth; null on public routes. */
    auth: AuthContext;
    /** Set by requireOrg (the checked `orgId` query parameter). */
    orgId: number;
    /** Set by requireOrg. */
    membership: MembershipContext;
  }
}
