import fc from 'fast-check';
import {
  SEARCH_FIELD_CATALOGUE,
  operatorsFor,
  searchFields,
  toQuery,
  wireOperatorsFor,
  type CriterionRow,
  type FieldType,
  type SearchFieldDefinition,
} from 'shared-api/search';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { call } from './client';
import { makeOrg, makeStaff, makeStudent, writableState, type OrgFixture } from './fixtures';
import { makeGroup, makeIncident, searchBody, setAcademicYear } from './fixtures-search';

type Row = { key: string; operator: string; response?: unknown; relation?: string };

const TERMS = { ServiceUser: 'Service User', ServiceUsers: 'Service Users' };
const INJECTION = "x'); drop table users; --";

describe('incident search criteria', () => {
  let t: TestApp;
  let org: OrgFixture;
  let token: string;
  const ids = {} as Record<
    'i1' | 'i2' | 'i3' | 'old' | 'draft' | 's1' | 's2' | 's3' | 'group',
    number
  >;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    org = await makeOrg(t.db, { safeguardingLeads: ['lead@criteria.test'] });
    const lead = await makeStaff(t.db, org, { email: 'lead@criteria.test' });
    const helper = await makeStaff(t.db, org);
    token = (await t.tokenFor(lead.email, org.name)).token;
    const year = new Date().getFullYear();
    ids.s1 = await makeStudent(t.db, org, {
      firstName: 'Ann',
      gender: 'female',
      ethnicity: 'asian',
      dob: `${year - 12}-01-01`,
    });
    ids.s2 = await makeStudent(t.db, org, {
      firstName: 'Bob',
      gender: 'male',
      ethnicity: 'white',
      dob: `${year - 15}-01-01`,
    });
    ids.s3 = await makeStudent(t.db, org, { firstName: 'Cy' });
    await setAcademicYear(t.db, org, ids.s1, 'Year 7');
    await setAcademicYear(t.db, org, ids.s2, 'Year 10');
    ids.group = await makeGroup(t.db, org, 'Football', [ids.s2]);

    ids.i1 = await makeIncident(t.db, org, {
      authorId: lead.id,
      subjectId: ids.s1,
      reference: 1,
      answers: {
        dateOfIncident: '2026-03-01',
        timeOfIncident: '09:15',
        location: 'Main Classroom',
        lowLevelBehaviour: 'Shouting and swearing',
        numberStaffInvolved: '2',
        physicalInterventionUsed: 'No',
        Bullying: 'Yes',
        completedBy: String(lead.id),
        staffInvolved: JSON.stringify([lead.id, helper.id]),
        studentsInvolved: JSON.stringify([ids.s1, ids.s3]),
        deescalationTechniques: JSON.stringify([
          { key: 'Calm Talking', value: '7' },
          { key: 'Planned Ignoring', value: 'n/a' },
        ]),
        interventions: JSON.stringify([
          {
            injurySufferedBy: 'Staff',
            injury: 'Bruised arm',
            treatment: 'Ice pack',
            injurySufferedName: 'Sam',
            injuryTreatedBy: 'First aider',
          },
        ]),
      },
    });
    ids.old = await makeIncident(t.db, org, {
      authorId: lead.id,
      subjectId: ids.s2,
      reference: 2,
      superseded: true,
      answers: { location: 'Playground', dateOfIncident: '2026-03-05' },
    });
    ids.i2 = await makeIncident(t.db, org, {
      authorId: lead.id,
      subjectId: ids.s2,
      reference: 2,
      rootId: ids.old,
      formId: ids.old,
      answers: {
        dateOfIncident: '2026-03-05',
        timeOfIncident: '14:45',
        location: 'Playground',
        lowLevelBehaviour: 'Refusing work',
        numberStaffInvolved: '3',
        physicalInterventionUsed: 'Yes',
        completedBy: String(helper.id),
        studentsInvolved: JSON.stringify([ids.s2]),
        physicalTechniques: JSON.stringify([{ key: 'Double Elbow', value: '5' }]),
        injurySufferedBy: 'Student',
        injury: 'Graze',
      },
    });
    ids.i3 = await makeIncident(t.db, org, {
      authorId: helper.id,
      subjectId: ids.s3,
      reference: 3,
      answers: {
        dateOfIncident: 'not a date',
        timeOfIncident: '9:5x',
        numberStaffInvolved: 'three',
        location: INJECTION,
        deescalationTechniques: 'not json',
        interventions: '{bad',
      },
    });
    ids.draft = await makeIncident(t.db, org, {
      status: 'Draft',
      authorId: lead.id,
      subjectId: ids.s1,
      answers: { location: 'Main Classroom' },
    });
  });
  afterAll(() => t.close());

  const search = (query: Row[]) =>
    call(t.app, token, org.orgId, {
      method: 'POST',
      url: '/api/report/generate',
      body: searchBody(['globalIncidentSearch'], query),
    });
  const found = async (...query: Row[]) => {
    const res = await search(query);
    expect(res.statusCode).toBe(200);
    const result = res.json().data.globalIncidentSearch as {
      rows: { id: number }[];
      total: number;
    };
    expect(result.total).toBe(result.rows.length);
    return result.rows.map((r) => r.id);
  };

  it('returns every current published incident without criteria, reference descending', async () => {
    expect(await found()).toEqual([ids.i3, ids.i2, ids.i1]);
  });

  it.each([
    [
      'text is (part of the answer, any case)',
      { key: 'location', operator: 'is', response: 'classroom' },
      ['i1'],
    ],
    ['text is not', { key: 'location', operator: 'is not', response: 'CLASSROOM' }, ['i3', 'i2']],
    ['list is', { key: 'serviceuser_gender', operator: 'is', response: 'FEMALE' }, ['i1']],
    [
      'list is not',
      { key: 'serviceuser_gender', operator: 'is not', response: 'female' },
      ['i3', 'i2'],
    ],
    ['ethnicity', { key: 'serviceuser_ethnicity', operator: 'is', response: 'white' }, ['i2']],
    ['yes/no Yes', { key: 'physicalInterventionUsed', operator: 'is', response: 'Yes' }, ['i2']],
    [
      'yes/no False',
      { key: 'physicalInterventionUsed', operator: 'is', response: 'False' },
      ['i1'],
    ],
    ['yes/no boolean', { key: 'Bullying', operator: 'is', response: true }, ['i1']],
    ['date on', { key: 'dateOfIncident', operator: 'on', response: '2026-03-01' }, ['i1']],
    ['date after', { key: 'dateOfIncident', operator: 'after', response: '2026-03-01' }, ['i2']],
    ['date before', { key: 'dateOfIncident', operator: 'before', response: '2026-03-05' }, ['i1']],
    ['time is', { key: 'timeOfIncident', operator: 'is', response: '9:15' }, ['i1']],
    ['time after', { key: 'timeOfIncident', operator: 'after', response: '12:00' }, ['i2']],
    ['time before', { key: 'timeOfIncident', operator: 'before', response: '12:00' }, ['i1']],
    ['integer equal to', { key: 'numberStaffInvolved', operator: 'equal to', response: 2 }, ['i1']],
    [
      'integer not equal to',
      { key: 'numberStaffInvolved', operator: 'not equal to', response: '2' },
      ['i2'],
    ],
    [
      'integer greater than',
      { key: 'numberStaffInvolved', operator: 'greater than', response: 2 },
      ['i2'],
    ],
    [
      'integer less than',
      { key: 'numberStaffInvolved', operator: 'less than', response: 3 },
      ['i1'],
    ],
    [
      'integer >=',
      { key: 'numberStaffInvolved', operator: 'greater than or equal', response: 2 },
      ['i2', 'i1'],
    ],
    [
      'integer <=',
      { key: 'numberStaffInvolved', operator: 'less than or equal', response: 2 },
      ['i1'],
    ],
    ['age from dob', { key: 'serviceuser_age', operator: 'equal to', response: 12 }, ['i1']],
    [
      'age greater than',
      { key: 'serviceuser_age', operator: 'greater than', response: 12 },
      ['i2'],
    ],
    [
      'academic year',
      { key: 'serviceuser_academicyear', operator: 'is', response: 'Year 10' },
      ['i2'],
    ],
    [
      'user group by name',
      { key: 'serviceuser_usergroup', operator: 'is', response: 'football' },
      ['i2'],
    ],
    ['technique exists', { key: 'calmtalking', operator: 'exists' }, ['i1']],
    [
      'technique has (report searches, no response)',
      { key: 'calmtalking', operator: 'has' },
      ['i1'],
    ],
    ['technique rated n/a does not count', { key: 'plannedignoring', operator: 'exists' }, []],
    ['physical technique exists', { key: 'doubleelbow', operator: 'exists' }, ['i2']],
    [
      'technique field by name',
      { key: 'deescalationTechniques', operator: 'is', response: 'Calm Talking' },
      ['i1'],
    ],
    [
      'physical list only',
      { key: 'physicalTechnique', operator: 'is', response: 'calm talking' },
      [],
    ],
    ['injury inside interventions', { key: 'injury', operator: 'is', response: 'bruised' }, ['i1']],
    ['injury answered directly', { key: 'injury', operator: 'is', response: 'graze' }, ['i2']],
    ['injury suffered by', { key: 'injurySufferedBy', operator: 'is', response: 'staff' }, ['i1']],
    [
      'free text behaviour',
      { key: 'lowLevelBehaviour', operator: 'is', response: 'swear' },
      ['i1'],
    ],
  ] as [string, Row, (keyof typeof ids)[]][])('%s', async (_name, row, expected) => {
    expect(await found(row)).toEqual(expected.map((k) => ids[k]));
  });

  it('matches people by id: the subject, and lists of involved ids', async () => {
    expect(await found({ key: 'studentName', operator: 'is', response: ids.s2 })).toEqual([ids.i2]);
    expect(await found({ key: 'studentName', operator: 'is not', response: ids.s2 })).toEqual([
      ids.i3,
      ids.i1,
    ]);
    expect(
      await found({ key: 'studentsInvolved', operator: 'is', response: String(ids.s3) }),
    ).toEqual([ids.i1]);
    expect(await found({ key: 'studentsInvolved', operator: 'is not', response: ids.s3 })).toEqual([
      ids.i3,
      ids.i2,
    ]);
    expect(
      await found({ key: 'serviceuser_usergroup', operator: 'is', response: String(ids.group) }),
    ).toEqual([ids.i2]);
  });

  it('joins rows left to right: each relation joins a row to everything above it', async () => {
    const classroom = { key: 'location', operator: 'is', response: 'classroom' };
    const playground = { key: 'location', operator: 'is', response: 'playground', relation: 'OR' };
    expect(await found(classroom, playground)).toEqual([ids.i2, ids.i1]);
    // (classroom OR playground) AND male — not classroom OR (playground AND male)
    expect(
      await found(classroom, playground, {
        key: 'serviceuser_gender',
        operator: 'is',
        response: 'male',
        relation: 'AND',
      }),
    ).toEqual([ids.i2]);
    expect(
      await found(classroom, {
        key: 'numberStaffInvolved',
        operator: 'equal to',
        response: 3,
        relation: 'AND',
      }),
    ).toEqual([]);
  });

  it('treats quotes, wildcards and SQL in values as data', async () => {
    expect(await found({ key: 'location', operator: 'is', response: INJECTION })).toEqual([ids.i3]);
    expect(await found({ key: 'location', operator: 'is', response: '%' })).toEqual([]);
    expect(await found({ key: 'location', operator: 'is', response: '_' })).toEqual([]);
    expect(
      await found({ key: 'serviceuser_usergroup', operator: 'is', response: "' or 1=1 --" }),
    ).toEqual([]);
    expect(await found()).toHaveLength(3);
  });

  it.each([
    [{ key: 'nope', operator: 'is', response: 'x' }, "query[0].key: unknown search field 'nope'"],
    [
      { key: 'valueOf', operator: 'is', response: 'x' },
      "query[0].key: unknown search field 'valueOf'",
    ],
    [{ key: 'madeup', operator: 'exists' }, "query[0].key: unknown technique 'madeup'"],
    [
      { key: 'dateOfIncident', operator: 'is', response: '2026-01-01' },
      "query[0].operator: 'is' is not an operator for 'dateOfIncident' (on, after, before)",
    ],
    [
      { key: 'location', operator: 'like', response: 'x' },
      "query[0].operator: 'like' is not an operator for 'location' (is, is not)",
    ],
    [
      { key: 'dateOfIncident', operator: 'on', response: '01/03/2026' },
      "query[0].response: 'dateOfIncident' needs a date as YYYY-MM-DD",
    ],
    [
      { key: 'dateOfIncident', operator: 'on', response: '2026-02-30' },
      "query[0].response: 'dateOfIncident' needs a date as YYYY-MM-DD",
    ],
    [
      { key: 'numberStaffInvolved', operator: 'equal to', response: 'two' },
      "query[0].response: 'numberStaffInvolved' needs a whole number",
    ],
    [
      { key: 'timeOfIncident', operator: 'after', response: '25:00' },
      "query[0].response: 'timeOfIncident' needs a time as HH:mm",
    ],
    [
      { key: 'Bullying', operator: 'is', response: 'maybe' },
      "query[0].response: 'Bullying' needs Yes or No (or True/False)",
    ],
    [
      { key: 'studentsInvolved', operator: 'is', response: 'Ann' },
      "query[0].response: 'studentsInvolved' needs a user id",
    ],
    [
      { key: 'location', operator: 'is', response: '  ' },
      "query[0].response: 'location' needs a value",
    ],
  ] as [Row, string][])(
    'answers 400 naming the problem, writing nothing: %j',
    async (row, error) => {
      const before = await writableState(t.db);
      const res = await search([row]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
      expect(await writableState(t.db)).toEqual(before);
    },
  );

  it('names the row of a bad criterion after good ones', async () => {
    const res = await search([
      { key: 'location', operator: 'is', response: 'x' },
      { key: 'location', operator: 'is', response: 'y', relation: 'OR' },
      { key: 'serviceuser_age', operator: 'on', response: '2020-01-01', relation: 'AND' },
    ]);
    expect(res.json()).toEqual({
      error:
        "query[2].operator: 'on' is not an operator for 'serviceuser_age' (equal to, not equal to, greater than, less than, greater than or equal, less than or equal)",
    });
  });

  it('refuses malformed rows and paging values in the request shape', async () => {
    for (const body of [
      searchBody(
        ['globalIncidentSearch'],
        [{ key: 'location', operator: 'is', response: 'x', relation: 'XOR' }],
      ),
      searchBody(
        ['globalIncidentSearch'],
        [{ key: 'location', operator: 'is', response: 'x', sql: '1' }],
      ),
      searchBody(['globalIncidentSearch'], [{ operator: 'is', response: 'x' }]),
      searchBody(['globalIncidentSearch'], [], { limit: 0 }),
      searchBody(['globalIncidentSearch'], [], { limit: 1001 }),
      searchBody(['globalIncidentSearch'], [], { offset: -1 }),
    ]) {
      const res = await call(t.app, token, org.orgId, {
        method: 'POST',
        url: '/api/report/generate',
        body,
      });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
  });

  it('never fails with a 500 on arbitrary criteria (property)', async () => {
    const keys = [
      'location',
      'dateOfIncident',
      'numberStaffInvolved',
      'studentsInvolved',
      'serviceuser_age',
      'calmtalking',
    ];
    const operators = ['is', 'is not', 'on', 'after', 'equal to', 'exists', 'less than'];
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            key: fc.oneof(fc.constantFrom(...keys), fc.string({ minLength: 1, maxLength: 20 })),
            operator: fc.oneof(
              fc.constantFrom(...operators),
              fc.string({ minLength: 1, maxLength: 10 }),
            ),
            response: fc.oneof(fc.string({ maxLength: 30 }), fc.integer(), fc.boolean()),
            relation: fc.constantFrom('AND', 'OR'),
          }),
          { maxLength: 4 },
        ),
        async (query) => {
          const res = await search(query);
          expect([200, 400]).toContain(res.statusCode);
          if (res.statusCode === 400)
            expect(res.json().error).toMatch(/query|key|operator|response/);
        },
      ),
      { numRuns: 40 },
    );
  });

  describe('the shared catalogue (shared-api/search) and the compiler agree', () => {
    /** A value of each type as the builder's value input holds it (dates as typed, dd/mm/yyyy). */
    const builderValue = (field: SearchFieldDefinition): string => {
      const byType: Record<FieldType, string> = {
        text: 'classroom',
        autocomplete: String(ids.s1),
        list: 'female',
        boolean: 'True',
        yesno: 'Yes',
        date: '01/03/2026',
        time: '09:15',
        integer: '2',
        technique: 'Calm Talking',
      };
      return field.key === 'serviceuser_usergroup' ? String(ids.group) : byType[field.type];
    };

    it('accepts every field with every operator the builder offers, as the builder sends it', async () => {
      const fields = searchFields(TERMS, { enablePILExtras: true });
      expect(fields).toHaveLength(SEARCH_FIELD_CATALOGUE.length);
      let sent = 0;
      for (const field of fields) {
        for (const operator of operatorsFor(field.type)) {
          const row: CriterionRow = {
            field: field.key,
            operator,
            value: builderValue(field),
            relation: 'AND',
          };
          const query = toQuery([row], fields);
          expect({
            field: field.key,
            operator,
            query: query === null ? 'refused' : 'built',
          }).toEqual({ field: field.key, operator, query: 'built' });
          const res = await search(query!);
          expect({ field: field.key, operator, status: res.statusCode, body: res.json() }).toEqual({
            field: field.key,
            operator,
            status: 200,
            body: expect.anything(),
          });
          sent += 1;
        }
      }
      expect(sent).toBeGreaterThan(SEARCH_FIELD_CATALOGUE.length);
    });

    it('accepts every operator of the API table for every catalogue key', async () => {
      for (const field of SEARCH_FIELD_CATALOGUE as readonly SearchFieldDefinition[]) {
        for (const operator of wireOperatorsFor(field.type)) {
          const response =
            field.type === 'date'
              ? '2026-03-01'
              : field.type === 'technique'
                ? 'Calm Talking'
                : builderValue(field);
          const res = await search([{ key: field.key, operator, response }]);
          expect({ key: field.key, operator, status: res.statusCode }).toEqual({
            key: field.key,
            operator,
            status: 200,
          });
        }
      }
    });

    it('finds with a builder query what the API finds with the same criteria', async () => {
      const fields = searchFields(TERMS, { enablePILExtras: true });
      const query = toQuery(
        [
          { field: 'dateOfIncident', operator: 'before', value: '05/03/2026', relation: 'AND' },
          {
            field: 'deescalationTechniques',
            operator: 'exists',
            value: 'Calm Talking',
            relation: 'AND',
          },
        ],
        fields,
      )!;
      expect(await found(...query)).toEqual([ids.i1]);
    });
  });
});
