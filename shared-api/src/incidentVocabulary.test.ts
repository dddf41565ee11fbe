import {
  BEHAVIOUR_DETAIL_KEYS,
  DEFAULT_DEESCALATION_TECHNIQUES,
  DEFAULT_PHYSICAL_TECHNIQUES,
  EXCLUSION_BLOCK_KEYS,
  EXCLUSION_KEYS,
  PIL_EXTRA_KEYS,
  PIL_KEYS,
  PIL_REQUIRED_KEYS,
  YES_NO_NA_ANSWERS,
} from './incidentVocabulary';
import * as browserEntry from './index';

describe('incident vocabulary', () => {
  it('lists the behaviour details stage by stage', () => {
    expect(BEHAVIOUR_DETAIL_KEYS).toEqual([
      'lowLevelBehaviour',
      'lowLevelResponse',
      'lowLevelStrategy',
      'mediumLevelBehaviour',
      'mediumLevelResponse',
      'mediumLevelStrategy',
      'highLevelBehaviour',
      'highLevelResponse',
      'highLevelStrategy',
      'recoveryBehaviour',
      'recoveryResponse',
      'recoveryStrategy',
    ]);
  });

  it('keeps the required learning questions first and the exclusions inside their block', () => {
    expect(PIL_KEYS.slice(0, PIL_REQUIRED_KEYS.length)).toEqual([...PIL_REQUIRED_KEYS]);
    expect(PIL_KEYS).toHaveLength(6);
    expect(
      EXCLUSION_BLOCK_KEYS.filter((k) => (EXCLUSION_KEYS as readonly string[]).includes(k)),
    ).toEqual([...EXCLUSION_KEYS]);
    expect(PIL_EXTRA_KEYS).toHaveLength(11);
    expect(YES_NO_NA_ANSWERS).toEqual(['Yes', 'No', 'N/A']);
  });

  it('has no repeated names', () => {
    for (const list of [
      [...PIL_KEYS, ...PIL_EXTRA_KEYS, ...EXCLUSION_BLOCK_KEYS],
      DEFAULT_DEESCALATION_TECHNIQUES,
      DEFAULT_PHYSICAL_TECHNIQUES,
    ]) {
      expect(new Set(list).size).toBe(list.length);
    }
  });

  it('is exported by the browser entry too', () => {
    expect(browserEntry.PIL_EXTRA_KEYS).toBe(PIL_EXTRA_KEYS);
    expect(browserEntry.DEFAULT_DEESCALATION_TECHNIQUES).toBe(DEFAULT_DEESCALATION_TECHNIQUES);
  });
});
