/** One ajv/TypeBox-style validation error (both report this shape). */
export interface ValidationIssue {
  keyword: string;
  instancePath?: string;
  params?: Record<string, unknown>;
  message?: string;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'must be text',
  integer: 'must be a whole number',
  number: 'must be a number',
  boolean: 'must be true or false',
  object: 'must be an object',
  array: 'must be a list',
  null: 'must be empty',
};

function lastSegment(path: string | undefined): string {
  const parts = (path ?? '').split('/').filter(Boolean);
  return parts.at(-1)?.replace(/~1/g, '/').replace(/~0/g, '~') ?? '';
}

function describe(issue: ValidationIssue): string {
  const p = issue.params ?? {};
  switch (issue.keyword) {
    case 'type':
      return TYPE_WORDS[String(p.type)] ?? `must be ${String(p.type)}`;
    case 'format':
      return p.format === 'email'
        ? 'must be an e-mail address'
        : `must be a valid ${String(p.format)}`;
    case 'minLength':
      return Number(p.limit) <= 1
        ? 'is required'
        : `must be at least ${String(p.limit)} characters`;
    case 'maxLength':
      return `must be at most ${String(p.limit)} characters`;
    case 'minimum':
      return `must be at least ${String(p.limit)}`;
    case 'maximum':
      return `must be at most ${String(p.limit)}`;
    case 'minItems':
      return `must have at least ${String(p.limit)} items`;
    case 'maxItems':
      return `must have at most ${String(p.limit)} items`;
    case 'pattern':
      return 'has an invalid format';
    case 'const':
      return `must be ${JSON.stringify(p.allowedValue ?? p.const)}`;
    case 'enum':
      return 'is not one of the allowed values';
    default:
      return issue.message ?? 'is invalid';
  }
}

function unknownFields(issue: ValidationIssue): string[] {
  const extra = issue.params?.additionalProperty ?? issue.params?.additionalProperties;
  return (Array.isArray(extra) ? extra : [extra]).filter((v): v is string => typeof v === 'string');
}

/**
 * Turns validation errors into one message naming the field, e.g. "email: must be an e-mail
 * address" or "Unknown field 'x'". `part` names the request part when the root itself is wrong.
 */
export function validationMessage(issues: readonly ValidationIssue[], part = 'body'): string {
  const extra = issues.find((i) => i.keyword === 'additionalProperties');
  if (extra) {
    const names = unknownFields(extra);
    if (names.length) return `Unknown field '${names[0]}'`;
  }
  // TypeBox reports an unknown property as a false sub-schema at that property's path.
  const falseSchema = issues.find(
    (i) => i.keyword === 'boolean' && i.message === 'schema is false',
  );
  if (falseSchema) return `Unknown field '${lastSegment(falseSchema.instancePath)}'`;
  const required = issues.find((i) => i.keyword === 'required');
  if (required) {
    const p = required.params ?? {};
    const missing =
      p.missingProperty ??
      (Array.isArray(p.requiredProperties) ? p.requiredProperties[0] : undefined);
    if (typeof missing === 'string') return `${missing}: is required`;
  }
  // A union (anyOf) reports each branch; the first concrete issue names the field best.
  const issue = issues.find((i) => i.keyword !== 'anyOf' && i.keyword !== 'oneOf') ?? issues[0];
  if (!issue) return `${part}: is invalid`;
  const field = lastSegment(issue.instancePath) || part;
  return `${field}: ${describe(issue)}`;
}
