import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { passwordProblem } from 'shared-api/password';
import { ApiErrorBody, SignupBody, SuccessResponse } from 'shared-api/schemas';
import { memberships, organisations, users } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import { badRequest } from '../../platform/errors';
import { sendMail } from '../../platform/mail';
import { createOrganisation } from '../../platform/new-organisation';
import { hashPassword } from '../../platform/passwords';
import { withSystem } from '../../platform/tenancy';
import { normaliseEmail, type AuthLimits } from './rate-limit';
import { findStaffByEmail } from './users';

export function signupRoutes(app: FastifyInstance, limits: AuthLimits): void {
  app.post<{ Body: SignupBody }>(
    '/api/auth/signup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an organisation (plan other) with the caller as its admin',
        body: SignupBody,
        response: { 200: SuccessResponse, 400: ApiErrorBody, 429: ApiErrorBody },
      },
      preHandler: limits.signupGuard((req) =>
        normaliseEmail((req.body as { data?: { email?: unknown } } | undefined)?.data?.email),
      ),
    },
    async (request) => {
      const data = request.body.data;
      const email = data.email.trim().toLowerCase();
      const problem = passwordProblem(data.password, [email, data.firstName, data.lastName]);
      if (problem) throw badRequest(problem);
      const firstName = data.firstName.trim();
      const lastName = data.lastName.trim();
      const organisationName = data.organisationName.trim();
      if (!firstName || !lastName || !organisationName) {
        throw badRequest(
          !firstName
            ? 'firstName: is required'
            : !lastName
              ? 'lastName: is required'
              : 'organisationName: is required',
        );
      }
      const hash = await hashPassword(data.password);
      await withSystem(app.db, async (tx) => {
        // Same answer for a taken address (no account discovery); its owner is told instead.
        const existing = await findStaffByEmail(tx, email);
        if (existing) {
          await sendMail(tx, {
            to: email,
            subject: 'Someone tried to create a BeSmart account with your e-mail address',
            text:
              'A new BeSmart organisation was requested with your e-mail address, which already has an account.\n\n' +
              `Sign in at ${app.config.publicUrl}/login (use "Forgotten your password?" if needed).\n` +
              'If this was not you, you can ignore this e-mail.\n',
          });
          return;
        }
        const { org, adminRole } = await createOrganisation(tx, {
          name: organisationName,
          plan: 'other',
        });
        const [user] = await tx
          .insert(users)
          .values({
            orgId: org.id,
            type: 'user',
            email,
            userName: email,
            firstName,
            lastName,
            passwordHash: hash,
          })
          .returning();
        await tx
          .insert(memberships)
          .values({ orgId: org.id, userId: user!.id, roleId: adminRole.id });
        await tx.update(organisations).set({ admin: user!.id }).where(eq(organisations.id, org.id));
        await audit(tx, request, {
          action: 'signup',
          entity: 'organisation',
          entityId: org.id,
          orgId: org.id,
          actorId: user!.id,
          after: { organisation: organisationName, admin: user!.id, email },
        });
        await sendMail(tx, {
          to: email,
          orgId: org.id,
          subject: `Welcome to BeSmart, ${firstName}`,
          text:
            `Your organisation ${organisationName} is ready and you are its administrator.\n\n` +
            `Sign in at ${app.config.publicUrl}/login. The first time on each browser we e-mail you a verification code.\n`,
        });
      });
      return { data: { success: true as const } };
    },
  );
}
