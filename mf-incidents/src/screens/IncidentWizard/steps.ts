// The pages both wizards walk, the tabs shown for them and the skip rule (spec 2 §2.2, §2.3).
import { usedIntervention, type WizardValues } from './wizardValues';

export type PageId = 'incident' | 'behaviour' | 'deescalation' | 'physical' | 'pil' | 'send';

export type WizardKind = 'lowlevel' | 'highlevel';

export const PAGES: readonly PageId[] = [
  'incident',
  'behaviour',
  'deescalation',
  'physical',
  'pil',
  'send',
];

export const PAGE_TITLES: Record<PageId, string> = {
  incident: 'Incident Report',
  behaviour: 'Behaviour Details',
  deescalation: 'Deescalation Techniques',
  physical: 'Physical Techniques',
  pil: 'Post Incident Learning',
  send: 'Send Report',
};

export interface TabGroup {
  title: string;
  pages: PageId[];
}

/**
 * Both wizards walk the same six pages (WIZARD.md); the low-level report shows them under its three
 * visible tabs, the first grouping the incident, behaviour and technique pages.
 */
export function tabsFor(kind: WizardKind): TabGroup[] {
  if (kind === 'highlevel')
    return PAGES.map((page) => ({ title: PAGE_TITLES[page], pages: [page] }));
  return [
    { title: 'Incident Report', pages: ['incident', 'behaviour', 'deescalation', 'physical'] },
    { title: 'Post Incident Learning', pages: ['pil'] },
    { title: 'Send Report', pages: ['send'] },
  ];
}

/** The physical techniques page is skipped, both ways, when no physical intervention was used. */
export function isSkipped(page: PageId, values: WizardValues): boolean {
  return page === 'physical' && !usedIntervention(values);
}

/** Index of the next page in direction `step` (+1 / -1), skipping; -1 / PAGES.length at the ends. */
export function neighbour(index: number, step: 1 | -1, values: WizardValues): number {
  let next = index + step;
  while (next >= 0 && next < PAGES.length && isSkipped(PAGES[next]!, values)) next += step;
  return next;
}
