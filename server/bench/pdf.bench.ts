// Time to render one full incident report PDF (every section answered), median of N runs, next to
// a baseline measured in the same run: pdfmake rendering a one-line document.
import { performance } from 'node:perf_hooks';
import { BEHAVIOUR_DETAIL_KEYS, PIL_KEYS } from 'shared-api/incidents';
import {
  incidentReportDocument,
  renderIncidentReport,
  type IncidentPdfInput,
} from '../src/platform/pdf/incident-report';
import { renderPdf } from '../src/platform/pdf/render';

const RUNS = 25;

function fullIncident(): IncidentPdfInput {
  const text = (key: string) =>
    `${key}: ${'The pupil became upset after lunch and staff talked calmly with them. '.repeat(4)}`;
  const keys = [
    'dateOfIncident',
    'timeOfIncident',
    'location',
    'completedBy',
    'staffInvolved',
    'studentsInvolved',
    'witnesses',
    'hurtingSelf',
    'hurtingOthers',
    'propertyDamage',
    'followPlanQuestion',
    'bestInterestQuestion',
    'bestInterest',
    'dynamicRisk',
    'restrictedPhysicalInterventionUsed',
    'breathingMonitored',
    'physicalInterventionDuration',
    'numberStaffInvolved',
    'medicalInterventionRequired',
    'firstAidFormCompleted',
    'incidentDescription',
    ...PIL_KEYS,
    ...BEHAVIOUR_DETAIL_KEYS,
  ];
  const responses = keys.map((questionKey) => ({
    questionKey,
    questionText: `Question ${questionKey}?`,
    response:
      questionKey === 'staffInvolved'
        ? '["1","2","3"]'
        : questionKey === 'studentsInvolved'
          ? '["4"]'
          : text(questionKey),
  }));
  responses.push(
    {
      questionKey: 'interventions',
      questionText: 'Injuries',
      response: JSON.stringify(
        Array.from({ length: 3 }, (_, i) => ({
          injurySufferedBy: 'Staff',
          injury: `Bruise ${i}`,
          treatment: 'Ice',
          injurySufferedName: 'Hal Helper',
          injuryTreatedBy: 'First aider',
        })),
      ),
    },
    {
      questionKey: 'deescalationTechniques',
      questionText: 'De-escalation techniques',
      response: JSON.stringify(
        ['Calm talking', 'Listening', 'Options offered', 'Negotiation'].map((key, i) => ({
          key,
          value: String(i + 5),
        })),
      ),
    },
    {
      questionKey: 'physicalTechniques',
      questionText: 'Physical techniques',
      response: JSON.stringify(
        ['Wrap', 'Double elbow', 'Friendly escort'].map((key, i) => ({
          key,
          value: String(i + 2),
        })),
      ),
    },
  );
  return {
    subType: 'highlevel',
    reference: 1234,
    organisationName: 'Bench Academy',
    personLabel: 'Service User',
    person: { firstName: 'Alex', lastName: 'Pupil' },
    author: { firstName: 'Arlo', lastName: 'Author' },
    submittedAt: new Date('2026-03-04T12:00:00Z'),
    responses,
    names: new Map([
      [1, 'Hal Helper'],
      [2, 'Sam Staff'],
      [3, 'Ada Admin'],
      [4, 'Alex Pupil'],
    ]),
  };
}

async function median(fn: () => Promise<unknown>): Promise<number> {
  await fn(); // warm-up (font metrics, JIT)
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

export default async function pdfBench(): Promise<void> {
  const input = fullIncident();
  const bytes = (await renderIncidentReport(input)).length;
  const contentChars = JSON.stringify(incidentReportDocument(input).content).length;
  const baseline = await median(() => renderPdf({ content: ['One line.'] }));
  const full = await median(() => renderIncidentReport(input));
  console.log(
    `one-line pdfmake document (baseline): ${baseline.toFixed(1)} ms (median of ${RUNS})`,
  );
  console.log(
    `full incident report PDF:             ${full.toFixed(1)} ms (median of ${RUNS}; ${Math.round(bytes / 1024)} KB, ${contentChars} chars of content)`,
  );
  console.log(`ratio full / baseline:                ${(full / baseline).toFixed(1)}x`);
}
