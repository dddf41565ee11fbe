import type { FastifyInstance } from 'fastify';
import { formSubmissionRoutes } from './formsubmissions/routes';
import { organisationRoutes } from './organisations/routes';
import { reportRoutes } from './reports/routes';
import { tagRoutes } from './tags/routes';
import { userRoutes } from './users/routes';

/** The tenant API modules (auth is registered by app.ts itself). Each is its own plugin scope. */
export function registerModules(app: FastifyInstance): void {
  app.register(userRoutes);
  app.register(organisationRoutes);
  app.register(tagRoutes);
  app.register(reportRoutes);
  app.register(formSubmissionRoutes);
}
