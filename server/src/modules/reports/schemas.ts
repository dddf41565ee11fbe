import { Type } from 'typebox';
import { OrgIdQuery, ReportGenerateRequest } from 'shared-api/schemas';
import type { ReportRegistry } from './registry';

export { OrgIdQuery, ReportGenerateRequest };

/** `{ data: { <report>: ... } }`: one optional member per registered report, typed by its definition. */
export function reportGenerateResponse(registry: ReportRegistry) {
  const members = Object.fromEntries(registry.all().map((r) => [r.name, Type.Optional(r.schema)]));
  return Type.Object({ data: Type.Object(members) });
}
