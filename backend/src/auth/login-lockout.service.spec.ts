import { usernameKeyOf } from './login-lockout.service';

describe(usernameKeyOf.name, () => {
  it('lower-cases the username, so any spelling shares one count', () => {
    expect(usernameKeyOf('ClinicAdmin')).toBe('clinicadmin');
    expect(usernameKeyOf('İ'.repeat(32))).toBe('i̇'.repeat(32));
  });

  it('hashes a key that lower-casing made longer than its column, keeping names apart', () => {
    // "İ" lower-cases to "i" and a combining dot: 64 characters become 128.
    const key = usernameKeyOf('İ'.repeat(64));
    expect([...key].length).toBeLessThanOrEqual(64);
    expect(key).toMatch(/^sha256:[\w-]{43}$/);
    expect(usernameKeyOf('İ'.repeat(64))).toBe(key);
    expect(usernameKeyOf(`${'İ'.repeat(63)}J`)).not.toBe(key);
  });
});
