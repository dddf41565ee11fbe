import { hoursMinutes, minutesSeconds } from './format';

describe('result screen figures', () => {
  it('words an intervention total in hours and minutes, singular for one', () => {
    expect(hoursMinutes(3 * 3600 + 7 * 60 + 30)).toBe('3 hours 7 minutes');
    expect(hoursMinutes(3600 + 8 * 60)).toBe('1 hour 8 minutes');
    expect(hoursMinutes(2 * 3600 + 60)).toBe('2 hours 1 minute');
    expect(hoursMinutes(59)).toBe('0 hours 0 minutes');
  });

  it('words an average in minutes and seconds', () => {
    expect(minutesSeconds(125.4)).toBe('2 min 5 sec');
  });
});
