import type { TSchema, Static } from 'typebox';
import type { CriteriaRow } from 'shared-api/schemas';
import type { Tx } from '../../db/client';
import type { organisations } from '../../db/schema/index';
import type { MembershipContext } from '../../platform/request-context';
import type { RequestViewer } from '../../platform/visibility';

export interface ReportContext {
  tx: Tx;
  orgId: number;
  userId: number;
  organisation: typeof organisations.$inferSelect;
  membership: MembershipContext;
  /** The caller's e-mail is in the organisation's safeguardingLeads list. */
  isSafeguardingLead: boolean;
  /** The caller as platform/visibility.ts sees them (viewerIn of the organisation row). */
  viewer: RequestViewer;
  /** `data.submissionType` of the request (reports that do not filter by it ignore it). */
  submissionType: string;
  /** `data.query`: search criteria rows (criteria/compile.ts); empty for the dashboard. */
  query: CriteriaRow[];
  /** Page of the list reports: `data.limit` (default 250) and `data.offset` (default 0). */
  limit: number;
  offset: number;
}

/** One report the server can generate: `reports/definitions/<name>.ts` default-exports one. */
export interface ReportDefinition<S extends TSchema = TSchema> {
  name: string;
  description: string;
  /** Shape of this report's member in the answer (also the OpenAPI description). */
  schema: S;
  run(ctx: ReportContext): Promise<Static<S>>;
}

export function defineReport<S extends TSchema>(
  definition: ReportDefinition<S>,
): ReportDefinition<S> {
  return definition;
}

export class ReportRegistry {
  private readonly byName = new Map<string, ReportDefinition>();

  constructor(definitions: readonly ReportDefinition[]) {
    for (const definition of definitions) {
      if (this.byName.has(definition.name))
        throw new Error(`Report '${definition.name}' is defined twice`);
      this.byName.set(definition.name, definition);
    }
  }

  get(name: string): ReportDefinition | undefined {
    return this.byName.get(name);
  }

  names(): string[] {
    return [...this.byName.keys()];
  }

  all(): ReportDefinition[] {
    return [...this.byName.values()];
  }

  /** Names the registry does not know, in request order, without repeats. */
  unknown(names: readonly string[]): string[] {
    return [...new Set(names.filter((name) => !this.byName.has(name)))];
  }
}
