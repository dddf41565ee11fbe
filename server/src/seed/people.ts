/** Demo service users: realistic, clearly fictional. */
export interface DemoServiceUser {
  firstName: string;
  lastName: string;
  gender: 'male' | 'female' | 'other';
  ethnicity: 'white' | 'mixed' | 'asian' | 'black' | 'other';
  year: number;
}

const SCHOOL: [string, string, DemoServiceUser['gender'], DemoServiceUser['ethnicity'], number][] =
  [
    ['Oliver', 'Bennett', 'male', 'white', 7],
    ['Amelia', 'Khan', 'female', 'asian', 7],
    ['Noah', 'Okafor', 'male', 'black', 7],
    ['Isla', 'Murphy', 'female', 'white', 7],
    ['Leo', 'Campbell', 'male', 'mixed', 7],
    ['Freya', 'Patel', 'female', 'asian', 7],
    ['Jack', 'Harrison', 'male', 'white', 8],
    ['Ava', 'Mensah', 'female', 'black', 8],
    ['Harry', 'Wright', 'male', 'white', 8],
    ['Sofia', 'Nowak', 'female', 'white', 8],
    ['Charlie', 'Ahmed', 'male', 'asian', 8],
    ['Mia', 'Roberts', 'female', 'mixed', 8],
    ['Alfie', 'Evans', 'male', 'white', 9],
    ['Grace', 'Adeyemi', 'female', 'black', 9],
    ['Theo', 'Hughes', 'male', 'white', 9],
    ['Lily', 'Chen', 'female', 'asian', 9],
    ['Jacob', 'Walsh', 'male', 'white', 9],
    ['Evie', 'Thompson', 'female', 'mixed', 9],
    ['Oscar', 'Begum', 'male', 'asian', 10],
    ['Poppy', 'Davies', 'female', 'white', 10],
    ['Riley', 'Clarke', 'other', 'white', 10],
    ['Zara', 'Hussain', 'female', 'asian', 10],
    ['Archie', 'Owusu', 'male', 'black', 10],
    ['Ella', 'Morgan', 'female', 'white', 10],
    ['George', 'Kowalski', 'male', 'white', 11],
    ['Ruby', 'Ali', 'female', 'asian', 11],
    ['Finley', 'Scott', 'male', 'mixed', 11],
    ['Daisy', 'Taylor', 'female', 'white', 11],
    ['Mohammed', 'Rahman', 'male', 'asian', 11],
    ['Hannah', 'Price', 'female', 'other', 11],
  ];

const CARE: [string, string, DemoServiceUser['gender'], DemoServiceUser['ethnicity'], number][] = [
  ['Kai', 'Jenkins', 'male', 'white', 0],
  ['Leah', 'Fraser', 'female', 'mixed', 0],
  ['Tyler', 'Banda', 'male', 'black', 0],
  ['Chloe', 'Sharma', 'female', 'asian', 0],
  ['Ethan', 'Doyle', 'male', 'white', 0],
  ['Maya', 'Green', 'female', 'other', 0],
];

const toPeople = (rows: typeof SCHOOL): DemoServiceUser[] =>
  rows.map(([firstName, lastName, gender, ethnicity, year]) => ({
    firstName,
    lastName,
    gender,
    ethnicity,
    year,
  }));

export const SCHOOL_SERVICE_USERS = toPeople(SCHOOL);
export const CARE_SERVICE_USERS = toPeople(CARE);

const PARENT_FIRST = [
  'Sarah',
  'James',
  'Claire',
  'David',
  'Helen',
  'Mark',
  'Joanne',
  'Paul',
  'Rachel',
  'Andrew',
];

/** Two key contacts per service user (spec 3 §3: firstName, lastName, role, email, phone). */
export function keyContactsFor(person: DemoServiceUser, index: number) {
  const parent = PARENT_FIRST[index % PARENT_FIRST.length]!;
  const slug = `${parent}.${person.lastName}`.toLowerCase();
  return [
    {
      firstName: parent,
      lastName: person.lastName,
      role: index % 3 === 0 ? 'Father' : 'Mother',
      email: `${slug}@example.com`,
      phone: `07700 900${String(100 + index).slice(-3)}`,
    },
    {
      firstName: 'Priya',
      lastName: 'Nair',
      role: 'Social Worker',
      email: 'priya.nair@example.org',
      phone: '01632 960123',
    },
  ];
}

/** Date of birth for a school year group (UK: Year 7 turns 12 during the school year). */
export function dobFor(year: number, index: number, today = new Date()): string {
  const age = year > 0 ? year + 4 : 14 + (index % 4);
  const birthYear = today.getUTCFullYear() - age - 1;
  const month = (index * 5) % 12;
  const day = 1 + ((index * 7) % 27);
  return `${birthYear}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
