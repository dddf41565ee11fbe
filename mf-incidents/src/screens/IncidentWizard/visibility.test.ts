import { isHidden } from './visibility';

const ctx = { creating: true };

// Spec 2 §4: "followPlanResponse only if the follow-plan answer is No or empty".
describe('"If not, why not?" (followPlanResponse)', () => {
  it('shows while the follow-plan answer is empty or No', () => {
    expect(isHidden('followPlanResponse', {}, ctx)).toBe(false);
    expect(isHidden('followPlanResponse', { followPlanQuestion: '' }, ctx)).toBe(false);
    expect(isHidden('followPlanResponse', { followPlanQuestion: 'No' }, ctx)).toBe(false);
  });

  it('hides when staff followed the plan (Yes)', () => {
    expect(isHidden('followPlanResponse', { followPlanQuestion: 'Yes' }, ctx)).toBe(true);
  });
});
