// The five tabs, steps 0 to 4 (spec 1 §2); progress = (step + 1) / 5.
export const STEPS = [
  'Behaviour Plan',
  'Behaviour Details',
  'Follow Up Support',
  'Behaviour Management Techniques',
  'Send Report',
] as const;

export const LAST_STEP = STEPS.length - 1;
