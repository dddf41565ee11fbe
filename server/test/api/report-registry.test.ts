import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Type } from 'typebox';
import { REPORT_DEFINITIONS } from '../../src/modules/reports/definitions/index';
import { ReportRegistry, defineReport } from '../../src/modules/reports/registry';
import { assertKnownReports } from '../../src/modules/reports/service';

const DEFINITIONS_DIR = path.join(__dirname, '../../src/modules/reports/definitions');

describe('report registry', () => {
  it('registers every definition file under the name it is saved as', () => {
    const files = readdirSync(DEFINITIONS_DIR)
      .filter((f) => f.endsWith('.ts') && f !== 'index.ts' && !f.endsWith('.test.ts'))
      .map((f) => f.replace(/\.ts$/, ''))
      .sort();
    expect(REPORT_DEFINITIONS.map((d) => d.name).sort()).toEqual(files);
  });

  it('knows the dashboard reports', () => {
    const registry = new ReportRegistry(REPORT_DEFINITIONS);
    expect(registry.names()).toEqual(
      expect.arrayContaining([
        'numActiveStudents',
        'totalNumberOfIncidents',
        'behaviourDrafts',
        'incidentsAsCollaborator',
      ]),
    );
  });

  it('refuses two reports with one name', () => {
    const one = defineReport({
      name: 'x',
      description: 'x',
      schema: Type.Integer(),
      run: async () => 1,
    });
    expect(() => new ReportRegistry([one, one])).toThrow("Report 'x' is defined twice");
  });

  it('names unknown reports in the error', () => {
    const registry = new ReportRegistry(REPORT_DEFINITIONS);
    expect(() => assertKnownReports(registry, ['numActiveStudents', 'nope'])).toThrow(
      "Unknown report 'nope'",
    );
    expect(() => assertKnownReports(registry, ['a', 'b', 'a'])).toThrow(
      "Unknown reports: 'a', 'b'",
    );
    expect(() => assertKnownReports(registry, ['behaviourDrafts'])).not.toThrow();
  });
});
