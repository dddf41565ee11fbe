import type { FastifyInstance } from 'fastify';
import { accessRoutes } from './access/routes';
import { actionLogRoutes } from './actionlog/routes';
import { aiRoutes } from './ai/routes';
import { auditTrailRoutes } from './audittrail/routes';
import { contentRoutes } from './content/routes';
import { cpomsRoutes } from './cpoms/routes';
import { fileRoutes } from './files/routes';
import { formSubmissionRoutes } from './formsubmissions/routes';
import { groupRoutes } from './groups/routes';
import { importRoutes } from './imports/routes';
import { organisationRoutes } from './organisations/routes';
import { outboxRoutes } from './outbox/routes';
import { reportRoutes } from './reports/routes';
import { restraintRoutes } from './restraint/routes';
import { roleRoutes } from './roles/routes';
import { sharePublicRoutes, shareRoutes } from './shares/routes';
import { smartPlanRoutes } from './smartplans/routes';
import { tagRoutes } from './tags/routes';
import { techniqueRoutes } from './techniques/routes';
import { userRoutes } from './users/routes';

/** The tenant API modules (auth is registered by app.ts itself). Each is its own plugin scope. */
export function registerModules(app: FastifyInstance): void {
  app.register(userRoutes);
  app.register(organisationRoutes);
  app.register(tagRoutes);
  app.register(reportRoutes);
  app.register(formSubmissionRoutes);
  app.register(cpomsRoutes);
  app.register(fileRoutes);
  app.register(techniqueRoutes);
  app.register(importRoutes);
  app.register(contentRoutes);
  app.register(groupRoutes);
  app.register(accessRoutes);
  app.register(roleRoutes);
  app.register(actionLogRoutes);
  app.register(auditTrailRoutes);
  app.register(outboxRoutes);
  app.register(smartPlanRoutes);
  app.register(restraintRoutes);
  app.register(shareRoutes);
  app.register(sharePublicRoutes);
  app.register(aiRoutes);
}
