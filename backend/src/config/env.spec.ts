import { EnvError, loadEnv } from './env';

/** A complete, valid environment; each test breaks one thing. */
const valid = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://clinic:secret@db:5432/clinic',
  S3_ENDPOINT: 'http://minio:9000',
  S3_ACCESS_KEY: 'clinic',
  S3_SECRET_KEY: 'a-long-object-store-secret',
  JWT_SECRET: 'x7Qp2mVb9LrT4sKe8NwZ3cYh6JdF1gUa',
  ADMIN_USERNAME: 'dr-kulkarni',
  ADMIN_PASSWORD: 'Monsoon-Garden-42',
  PUBLIC_SITE_URL: 'https://www.example-clinic.in',
};

const problemsOf = (source: Record<string, string | undefined>): string[] => {
  try {
    loadEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    const [heading, ...lines] = (error as Error).message.split('\n');
    expect(heading).toBe('Invalid environment:');
    return lines.map((line) => line.replace(/^ {2}- /, ''));
  }
  throw new Error('loadEnv accepted the environment');
};

describe(loadEnv.name, () => {
  it('accepts a complete production environment', () => {
    const env = loadEnv(valid);
    expect(env.isProduction).toBe(true);
    expect(env.PORT).toBe(3000);
  });

  it('refuses to start without JWT_SECRET, with one line saying so', () => {
    expect(problemsOf({ ...valid, JWT_SECRET: undefined })).toEqual(['JWT_SECRET must be set']);
    expect(problemsOf({ ...valid, JWT_SECRET: '' })).toEqual(['JWT_SECRET must be set']);
  });

  it('refuses a JWT_SECRET that is too short', () => {
    expect(problemsOf({ ...valid, JWT_SECRET: 'short' })).toEqual(['JWT_SECRET must be at least 32 characters']);
  });

  it('refuses the placeholder JWT_SECRET and admin password in production, and only there', () => {
    const placeholders = { JWT_SECRET: 'change-me-to-a-long-random-secret-value', ADMIN_PASSWORD: 'changeme123' };
    expect(problemsOf({ ...valid, ...placeholders })).toEqual([
      'JWT_SECRET still has its placeholder value',
      'ADMIN_PASSWORD still has its placeholder value',
    ]);
    expect(() => loadEnv({ ...valid, ...placeholders, NODE_ENV: 'development' })).not.toThrow();
  });

  it('names every problem at once', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'S3_ENDPOINT must be set',
      'S3_ACCESS_KEY must be set',
      'S3_SECRET_KEY must be set',
      'JWT_SECRET must be set',
      'ADMIN_PASSWORD must be set',
      'DATABASE_URL (or POSTGRES_HOST, POSTGRES_USER and POSTGRES_DB) must be set',
      "PUBLIC_SITE_URL must be set: the site's https:// address (production has no default)",
      "ADMIN_USERNAME must be set: the owner's username (production has no default)",
    ]);
  });

  it('has no default owner username in production, and refuses the names tried first; elsewhere it is "admin"', () => {
    expect(problemsOf({ ...valid, ADMIN_USERNAME: undefined })).toEqual(["ADMIN_USERNAME must be set: the owner's username (production has no default)"]);
    expect(problemsOf({ ...valid, ADMIN_USERNAME: 'Admin' })).toEqual([
      'ADMIN_USERNAME must not be a name every attacker tries first (admin, administrator, root, user, test)',
    ]);
    expect(loadEnv({ ...valid, ADMIN_USERNAME: undefined, NODE_ENV: 'development' }).ownerUsername).toBe('admin');
    expect(loadEnv(valid).ownerUsername).toBe('dr-kulkarni');
  });

  it('refuses a site address that is not https in production (loopback aside), and only there', () => {
    const refusal = [
      'PUBLIC_SITE_URL must be an https:// address in production (staff sign-in cookies are sent over HTTPS only); set DOMAIN for HTTPS by itself',
    ];
    expect(problemsOf({ ...valid, PUBLIC_SITE_URL: 'http://www.example-clinic.in' })).toEqual(refusal);
    expect(problemsOf({ ...valid, PUBLIC_SITE_URL: 'http://192.168.1.20:8080' })).toEqual(refusal);
    expect(problemsOf({ ...valid, PUBLIC_SITE_URL: undefined })).toEqual([
      "PUBLIC_SITE_URL must be set: the site's https:// address (production has no default)",
    ]);
    // The operator's own machine, before the domain points at it: browsers treat it as secure.
    for (const local of ['http://localhost:8080', 'http://127.0.0.1:18380', 'http://[::1]:8080', 'https://clinic.example']) {
      expect(loadEnv({ ...valid, PUBLIC_SITE_URL: local }).PUBLIC_SITE_URL).toBe(local);
    }
    expect(() => loadEnv({ ...valid, PUBLIC_SITE_URL: 'http://www.example-clinic.in', NODE_ENV: 'development' })).not.toThrow();
  });

  it('ends idle sessions after 30 minutes unless told otherwise', () => {
    expect(loadEnv(valid).SESSION_IDLE_MINUTES).toBe(30);
    expect(loadEnv({ ...valid, SESSION_IDLE_MINUTES: '15' }).SESSION_IDLE_MINUTES).toBe(15);
    expect(problemsOf({ ...valid, SESSION_IDLE_MINUTES: '0' })).toHaveLength(1);
  });

  it('keeps the audit log a year at least', () => {
    expect(problemsOf({ ...valid, AUDIT_RETENTION_DAYS: '90' })).toEqual(['AUDIT_RETENTION_DAYS must be at least 365 (a year)']);
    expect(loadEnv(valid).AUDIT_RETENTION_DAYS).toBe(365);
  });

  it('refuses a forwarding lease no longer than the forwarding timeout', () => {
    expect(problemsOf({ ...valid, ENQUIRY_FORWARD_TIMEOUT_MS: '5000', ENQUIRY_FORWARD_LEASE_MS: '5000' })).toEqual([
      'ENQUIRY_FORWARD_LEASE_MS must be longer than ENQUIRY_FORWARD_TIMEOUT_MS',
    ]);
  });

  it('refuses a retention period no longer than the forwarding retry window', () => {
    const twoDays = String(2 * 86_400_000);
    const window = { ENQUIRY_FORWARD_RETRY_WINDOW_MS: twoDays };
    expect(problemsOf({ ...valid, ...window, ENQUIRY_RETENTION_DAYS: '2' })).toEqual([
      'ENQUIRY_RETENTION_DAYS must be longer than ENQUIRY_FORWARD_RETRY_WINDOW_MS (enquiries are kept until forwarding gives up)',
    ]);
    expect(() => loadEnv({ ...valid, ...window, ENQUIRY_RETENTION_DAYS: '3' })).not.toThrow();
  });

  it('takes the proxies the API trusts as addresses, CIDR ranges or range names, and nothing else', () => {
    expect(loadEnv(valid).API_TRUSTED_PROXIES).toBe('loopback');
    for (const good of ['', 'loopback', '10.0.0.0/8, 172.16.0.0/12', '203.0.113.7,2001:db8::/32', 'uniquelocal']) {
      expect(loadEnv({ ...valid, API_TRUSTED_PROXIES: good }).API_TRUSTED_PROXIES).toBe(good);
    }
    for (const bad of ['10.0.0.0/33', 'example.com', '10.0.0.1/8/2', '*', '2001:db8::/129']) {
      expect(problemsOf({ ...valid, API_TRUSTED_PROXIES: bad })).toEqual([
        'API_TRUSTED_PROXIES must list addresses or CIDR ranges (e.g. 10.0.0.0/8), or loopback, linklocal, uniquelocal, separated by commas',
      ]);
    }
  });
});
