import { resolveTerms } from '../terms';
import { SEARCH_FIELD_CATALOGUE, searchFieldDefinition, searchFields } from './catalogue';
import { JOIN_LABELS, operatorsFor, techniqueKey, wireOperatorsFor } from './operators';
import { fieldsForReportType } from './reportTypes';

const terms = resolveTerms({ serviceUser: 'pupil', serviceUserPlural: 'pupils' });
const all = searchFields(terms, { enablePILExtras: true });
const keys = (fields: { key: string }[]) => fields.map((f) => f.key);

describe('search operators', () => {
  it('gives each field type the operators of spec 1 §9 / spec 2 §5, word for word', () => {
    expect(operatorsFor('text')).toEqual(['is', 'is not']);
    expect(operatorsFor('autocomplete')).toEqual(['is', 'is not']);
    expect(operatorsFor('list')).toEqual(['is', 'is not']);
    expect(operatorsFor('boolean')).toEqual(['is', 'is not']);
    expect(operatorsFor('yesno')).toEqual(['is', 'is not']);
    expect(operatorsFor('date')).toEqual(['on', 'after', 'before']);
    expect(operatorsFor('time')).toEqual(['is', 'after', 'before']);
    expect(operatorsFor('integer')).toEqual([
      'equal to',
      'not equal to',
      'greater than',
      'less than',
      'greater than or equal',
      'less than or equal',
    ]);
    expect(operatorsFor('technique')).toEqual(['exists']);
    // A technique field key named with the technique in the response: is / is not.
    expect(wireOperatorsFor('technique')).toEqual(['is', 'is not']);
    expect(wireOperatorsFor('date')).toEqual(operatorsFor('date'));
  });

  it('words the joins as the builder shows them', () => {
    expect(JOIN_LABELS).toEqual({ AND: 'ALL OF THE ABOVE (AND)', OR: 'ANY OF THE ABOVE (OR)' });
  });

  it('makes technique keys without spaces, lowercased', () => {
    expect(techniqueKey('Figure of  4')).toBe('figureof4');
  });
});

describe('field catalogue', () => {
  it('has one entry per key, covering every search key of spec 2 §3.2', () => {
    const catalogueKeys = keys([...SEARCH_FIELD_CATALOGUE]);
    expect(new Set(catalogueKeys).size).toBe(catalogueKeys.length);
    for (const key of [
      'lowLevelBehaviour',
      'deescalationTechniques',
      'physicalTechnique',
      'positiveNegative',
      'quickBehaviour',
      'serviceuser_usergroup',
      'numberStaffInvolved',
      'Sexualharassment',
      'PermanentExclusion',
    ])
      expect(catalogueKeys).toContain(key);
  });

  it('labels fields in the organisation terms', () => {
    const byKey = new Map(all.map((f) => [f.key, f.label]));
    expect(byKey.get('studentName')).toBe('Pupil Name');
    expect(byKey.get('studentsInvolved')).toBe('Pupils Involved');
    expect(byKey.get('serviceuser_academicyear')).toBe('Pupil Year Group');
  });

  it('offers the discrimination and exclusion flags only with enablePILExtras', () => {
    const plain = keys(searchFields(terms, { enablePILExtras: false }));
    expect(plain).not.toContain('Bullying');
    expect(plain).not.toContain('Suspension');
    expect(keys(all)).toContain('Bullying');
    expect(keys(all)).toContain('Suspension');
  });

  it('looks keys up as own entries only', () => {
    expect(searchFieldDefinition('location')?.type).toBe('text');
    expect(searchFieldDefinition('valueOf')).toBeUndefined();
    expect(searchFieldDefinition('constructor')).toBeUndefined();
  });
});

describe('fields per report type (spec 3 §2.4, spec 1 §9)', () => {
  it("keeps only 'Log -' fields for log reports", () => {
    const log = fieldsForReportType('log', all);
    expect(log.length).toBeGreaterThan(0);
    expect(log.every((f) => f.label.startsWith('Log -'))).toBe(true);
    expect(keys(log)).toEqual(['positiveNegative']);
  });

  it("keeps 'Clicker -' and service user fields for clicker reports", () => {
    expect(keys(fieldsForReportType('clicker', all))).toEqual([
      'studentName',
      'serviceuser_age',
      'serviceuser_gender',
      'serviceuser_ethnicity',
      'serviceuser_academicyear',
      'serviceuser_usergroup',
      'quickBehaviour',
    ]);
  });

  it('drops Log and Clicker fields for every other report, keeping the rest in order', () => {
    for (const type of ['incident', 'intervention', 'injuries', 'incidentSearch']) {
      const fields = fieldsForReportType(type, all);
      expect(keys(fields)).not.toContain('positiveNegative');
      expect(keys(fields)).not.toContain('quickBehaviour');
      expect(fields).toHaveLength(all.length - 2);
    }
    expect(keys(fieldsForReportType('incident', all)).slice(0, 4)).toEqual([
      'studentName',
      'dateOfIncident',
      'timeOfIncident',
      'location',
    ]);
  });
});
