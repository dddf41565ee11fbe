// The seeded demo data (contract §5).
export const DEMO_PASSWORD = 'BeSmart-Demo-2026!';

export const DEMO = {
  schoolAdmin: 'admin@demo-school.test',
  lead: 'lead@demo-school.test',
  staff: 'staff@demo-school.test',
  careAdmin: 'admin@demo-care.test',
  careStaff: 'staff@demo-care.test',
} as const;

export const DEMO_SCHOOL = 'Demo School';
export const DEMO_CARE = 'Demo Care Home';
