/** Settings every new organisation starts with (spec 3 §2.16), type 'besmart'. */
export const DEFAULT_DEESCALATION_TECHNIQUES = [
  'Empathy',
  'Verbal advice and support',
  'Giving Space',
  'Reassurance',
  'Scripts',
  'Negotiation',
  'Positive Choices',
  'Humour',
  'Logical Consequences',
  'Tactical Ignoring',
  'Take up time',
  'Time-out',
  'Supportive touch',
  'Transfer staff',
];

export const DEFAULT_PHYSICAL_TECHNIQUES = [
  'Figure of 4',
  'Single elbow',
  'Break way techniques',
  'Team Control',
  'Guiding hold',
  'Double Embrace',
];

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
