import { retryDelayMs } from './backoff';

describe(retryDelayMs.name, () => {
  const BASE = 30_000;
  const CAP = 3_600_000;

  it('draws the delay between 0 and base·2^(attempt−1)', () => {
    expect(retryDelayMs(1, BASE, CAP, () => 0)).toBe(0);
    expect(retryDelayMs(1, BASE, CAP, () => 0.999_999)).toBe(29_999);
    expect(retryDelayMs(2, BASE, CAP, () => 0.5)).toBe(30_000);
    expect(retryDelayMs(4, BASE, CAP, () => 0.5)).toBe(120_000);
  });

  it('never exceeds the cap, however many attempts failed', () => {
    for (const attempt of [8, 9, 50, 10_000]) {
      expect(retryDelayMs(attempt, BASE, CAP, () => 0.999_999)).toBeLessThan(CAP);
      expect(retryDelayMs(attempt, BASE, CAP, () => 0.5)).toBe(CAP / 2);
    }
  });

  it('spreads the delays of enquiries that failed together', () => {
    const delays = new Set(Array.from({ length: 50 }, () => retryDelayMs(5, BASE, CAP)));
    expect(delays.size).toBeGreaterThan(40);
    for (const delay of delays) expect(delay).toBeLessThan(BASE * 16);
  });
});
