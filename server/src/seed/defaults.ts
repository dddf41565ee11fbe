import { DEFAULT_DEESCALATION_TECHNIQUES, DEFAULT_PHYSICAL_TECHNIQUES } from 'shared-api/incidents';

// The demo incidents (seed/incidents.ts) rate these.
export { DEFAULT_DEESCALATION_TECHNIQUES, DEFAULT_PHYSICAL_TECHNIQUES };

/** Settings every new organisation starts with (spec 3 §2.16), type 'besmart'. */
export function defaultOrganisationSettings(): { key: string; value: string }[] {
  return [
    { key: 'serviceUserTerm', value: 'service user' },
    { key: 'serviceUserTermPlural', value: 'service users' },
    { key: 'serviceTerm', value: 'service' },
    { key: 'serviceTermPlural', value: 'services' },
    {
      key: 'deescalationTechniques',
      value: JSON.stringify(
        DEFAULT_DEESCALATION_TECHNIQUES.map((technique) => ({ technique, selected: true })),
      ),
    },
    {
      key: 'physicalTechniques',
      value: JSON.stringify(
        DEFAULT_PHYSICAL_TECHNIQUES.map((technique) => ({ technique, selected: true })),
      ),
    },
    { key: 'quickBehaviours', value: '[]' },
  ];
}
