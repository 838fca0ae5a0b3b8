import { isSuspectedSpam } from './spam';

describe(isSuspectedSpam.name, () => {
  const now = 1_800_000_000_000;

  it('flags a filled honeypot, whatever the timing', () => {
    expect(isSuspectedSpam({ website: 'http://spam.example', startedAt: now - 60_000 }, now)).toBe(true);
    expect(isSuspectedSpam({ website: '  ' }, now)).toBe(false);
    expect(isSuspectedSpam({ website: '' }, now)).toBe(false);
  });

  it('flags a form sent less than 3 s after it was shown', () => {
    expect(isSuspectedSpam({ startedAt: now }, now)).toBe(true);
    expect(isSuspectedSpam({ startedAt: now - 2_999 }, now)).toBe(true);
    expect(isSuspectedSpam({ startedAt: now - 3_000 }, now)).toBe(false);
  });

  it('takes a start time a little in the future for clock skew, more than a day ahead for forgery', () => {
    expect(isSuspectedSpam({ startedAt: now + 5 * 60_000 }, now)).toBe(false);
    expect(isSuspectedSpam({ startedAt: now + 24 * 3_600_000 + 1 }, now)).toBe(true);
  });

  it('does not flag a form without a start time, or one left open for days', () => {
    expect(isSuspectedSpam({}, now)).toBe(false);
    expect(isSuspectedSpam({ startedAt: null }, now)).toBe(false);
    expect(isSuspectedSpam({ startedAt: now - 5 * 24 * 3_600_000 }, now)).toBe(false);
  });
});
