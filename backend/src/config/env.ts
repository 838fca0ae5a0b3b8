import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsJSON,
  IsOptional,
  IsString,
  IsTimeZone,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  Validate,
  ValidateIf,
  validateSync,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { isIP } from 'node:net';
import { join } from 'node:path';

const toInt = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : Number(value);
const toBool = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : ['1', 'true', 'yes', 'on'].includes(String(value).toLowerCase());
const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/** Usernames tried first by anyone guessing their way into an admin page. */
const GUESSABLE_USERNAMES = new Set(['admin', 'administrator', 'root', 'user', 'test']);

/** Placeholders from .env.example that must never reach production. */
const PLACEHOLDER = /^(change-?me|changeme|secret|password|admin|example|replace-me)/i;

/** Express's names for address ranges, and IPv4/IPv6 addresses with an optional /prefix. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
export function isProxyList(value: string): boolean {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .every((item) => {
      if (PROXY_RANGE_NAMES.has(item)) return true;
      const [address, prefix, ...rest] = item.split('/');
      const family = isIP(address);
      if (family === 0 || rest.length > 0) return false;
      return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
    });
}

@ValidatorConstraint({ name: 'proxyList' })
class ProxyListConstraint implements ValidatorConstraintInterface {
  validate(value: unknown) {
    return typeof value === 'string' && isProxyList(value);
  }
  defaultMessage() {
    return 'API_TRUSTED_PROXIES must list addresses or CIDR ranges (e.g. 10.0.0.0/8), or loopback, linklocal, uniquelocal, separated by commas';
  }
}

/** The backend's environment, validated once at boot. */
export class Env {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(65535)
  PORT = 3000;

  /** Address the API binds; all IPv4 interfaces by default so both 127.0.0.1 and localhost work. */
  @IsString()
  HOST = '0.0.0.0';

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL?: string;

  @Transform(emptyToUndefined) @IsOptional() @IsString() POSTGRES_HOST?: string;
  @Transform(toInt) @IsOptional() @IsInt() POSTGRES_PORT?: number;
  @Transform(emptyToUndefined) @IsOptional() @IsString() POSTGRES_USER?: string;
  @Transform(emptyToUndefined) @IsOptional() @IsString() POSTGRES_PASSWORD?: string;
  @Transform(emptyToUndefined) @IsOptional() @IsString() POSTGRES_DB?: string;

  @IsUrl({ require_tld: false, require_protocol: true }, { message: 'S3_ENDPOINT must be an http(s) URL' })
  S3_ENDPOINT: string;

  @IsString()
  S3_REGION = 'us-east-1';

  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'S3_BUCKET must be a valid bucket name' })
  S3_BUCKET = 'clinic-media';

  @IsString() @MinLength(1) S3_ACCESS_KEY: string;
  @IsString() @MinLength(1) S3_SECRET_KEY: string;

  @IsString()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET: string;

  /**
   * The owner's account, made when the database has none (never overwritten): its username ("admin"
   * outside production; production has no default) and first password.
   */
  @Transform(emptyToUndefined) @IsOptional() @IsString() @MinLength(3) @MaxLength(64) ADMIN_USERNAME?: string;

  @IsString()
  @MinLength(8, { message: 'ADMIN_PASSWORD must be at least 8 characters' })
  ADMIN_PASSWORD: string;

  /**
   * A session ends after this many minutes without a request the person made (the dashboard's own
   * polling does not count); it ends after 8 hours in any case.
   */
  @Transform(toInt) @IsInt() @Min(1) @Max(480) SESSION_IDLE_MINUTES = 30;

  /** How long the audit log keeps an entry: a year at least (DPDP Rules 2025, rule 6). */
  @Transform(toInt) @IsInt() @Min(365, { message: 'AUDIT_RETENTION_DAYS must be at least 365 (a year)' }) @Max(3650) AUDIT_RETENTION_DAYS = 365;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true }, { message: 'FORM_FORWARD_URL must be an http(s) URL' })
  FORM_FORWARD_URL?: string;

  @IsUrl({ require_tld: false, require_protocol: true }, { message: 'PUBLIC_SITE_URL must be an http(s) URL' })
  PUBLIC_SITE_URL = 'http://localhost:8080';

  @Transform(toBool) @IsBoolean() SEED_DEMO_CONTENT = false;

  /**
   * Where the clinic's mail to patients goes out (smtp:// or smtps://, with user:password@ when the
   * relay needs them); unset, mails are kept unsent. MAIL_FROM is the sender, by default the
   * clinic's name and e-mail address as the admin set them.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^smtps?:\/\/[^\s]+$/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  MAIL_FROM?: string;

  /**
   * WhatsApp Business Platform (Cloud API): off until WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID and
   * WHATSAPP_APP_SECRET are all set. Messages go to {WHATSAPP_API_URL}/{WHATSAPP_PHONE_NUMBER_ID}/messages
   * as approved templates (names by moment: WHATSAPP_TEMPLATES="reminder=clinic_reminder,…" over the
   * defaults, in WHATSAPP_TEMPLATE_LANGUAGE). Meta's webhook is verified with WHATSAPP_VERIFY_TOKEN
   * and each call's signature with WHATSAPP_APP_SECRET.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true }, { message: 'WHATSAPP_API_URL must be an http(s):// URL' })
  WHATSAPP_API_URL = 'https://graph.facebook.com/v21.0';

  @Transform(emptyToUndefined) @IsOptional() @IsString() @MaxLength(1000) WHATSAPP_TOKEN?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^\d{5,30}$/, { message: 'WHATSAPP_PHONE_NUMBER_ID must be the number id Meta gives (digits)' })
  WHATSAPP_PHONE_NUMBER_ID?: string;

  @Transform(emptyToUndefined) @IsOptional() @IsString() @MinLength(8) @MaxLength(200) WHATSAPP_APP_SECRET?: string;

  @Transform(emptyToUndefined) @IsOptional() @IsString() @MinLength(8) @MaxLength(200) WHATSAPP_VERIFY_TOKEN?: string;

  @Matches(/^[a-z]{2,3}(_[A-Z]{2})?$/, { message: 'WHATSAPP_TEMPLATE_LANGUAGE must be a language code such as en or en_US' })
  WHATSAPP_TEMPLATE_LANGUAGE = 'en';

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^[a-z-]+=[\w.-]+(,\s*[a-z-]+=[\w.-]+)*$/, { message: 'WHATSAPP_TEMPLATES must read moment=template_name, separated by commas' })
  WHATSAPP_TEMPLATES?: string;

  /**
   * SMS through an Indian DLT-registered provider (SMS_PROVIDER=msg91): the appointment's messages
   * to patients who did not choose WhatsApp, or whose WhatsApp message failed. SMS_TEMPLATES names
   * the provider's template for each moment (moment=id, comma separated), each registered on DLT;
   * SMS_SENDER_ID is the DLT-approved sender (header).
   */
  @Transform(emptyToUndefined) @IsOptional() @IsIn(['msg91'], { message: 'SMS_PROVIDER must be msg91 (or empty: no SMS)' }) SMS_PROVIDER?: 'msg91';

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true }, { message: 'SMS_API_URL must be an http(s):// URL' })
  SMS_API_URL = 'https://control.msg91.com/api/v5';

  @Transform(emptyToUndefined) @IsOptional() @IsString() @MaxLength(200) SMS_AUTH_KEY?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^[A-Z]{6}$/, { message: 'SMS_SENDER_ID must be the 6-letter sender (header) registered on DLT' })
  SMS_SENDER_ID?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^[a-z-]+=[\w.-]+(,\s*[a-z-]+=[\w.-]+)*$/, { message: 'SMS_TEMPLATES must read moment=template_id, separated by commas' })
  SMS_TEMPLATES?: string;

  /** Whether messages go on WhatsApp: its token, number id and app secret are all set. */
  get whatsAppEnabled(): boolean {
    return Boolean(this.WHATSAPP_TOKEN && this.WHATSAPP_PHONE_NUMBER_ID && this.WHATSAPP_APP_SECRET);
  }

  /** Whether SMS go out: a provider with its key and sender. */
  get smsEnabled(): boolean {
    return Boolean(this.SMS_PROVIDER && this.SMS_AUTH_KEY && this.SMS_SENDER_ID);
  }

  @IsTimeZone({ message: 'CLINIC_TIMEZONE must be an IANA time zone such as Asia/Kolkata' }) CLINIC_TIMEZONE = 'Asia/Kolkata';

  @Transform(toInt) @IsInt() @Min(1) @Max(3650) ENQUIRY_RETENTION_DAYS = 365;

  /** Per client IP: sign-in and account changes an hour, and enquiries in 10 minutes. */
  @Transform(toInt) @IsInt() @Min(1) @Max(1_000_000) AUTH_REQUESTS_PER_HOUR = 100;
  @Transform(toInt) @IsInt() @Min(1) @Max(1_000_000) ENQUIRIES_PER_TEN_MINUTES = 20;
  /**
   * Per client IP: enquiries an hour sent as a plain form without the bot check (a phone whose
   * scripts had not run yet, or none at all), on top of the limit above. A person rarely sends more
   * than one; a script skipping the bot check gets far fewer than one doing its work.
   */
  @Transform(toInt) @IsInt() @Min(1) @Max(1_000_000) ENQUIRIES_WITHOUT_SCRIPTS_PER_HOUR = 6;
  /**
   * The forms' proof-of-work bot check (ALTCHA): on, an enquiry without a solved challenge is kept
   * as suspected spam. BOT_CHECK_WORK is the most hashes a browser may need (half as many at least).
   */
  @Transform(toBool) @IsBoolean() BOT_CHECK = true;
  @Transform(toInt) @IsInt() @Min(10) @Max(10_000_000) BOT_CHECK_WORK = 50_000;
  /**
   * Account-wide slow-down: once a username has SIGN_IN_SLOWDOWN_AFTER failed sign-ins from any
   * addresses within SIGN_IN_SLOWDOWN_WINDOW_S, every password check for it waits SIGN_IN_SLOWDOWN_MS
   * first (a delay, never a refusal, so the right password still gets in).
   */
  @Transform(toInt) @IsInt() @Min(1) @Max(1_000_000) SIGN_IN_SLOWDOWN_AFTER = 20;
  @Transform(toInt) @IsInt() @Min(1) @Max(86_400) SIGN_IN_SLOWDOWN_WINDOW_S = 900;
  @Transform(toInt) @IsInt() @Min(0) @Max(30_000) SIGN_IN_SLOWDOWN_MS = 2000;

  /** Enquiry forwarding worker: how often it looks for due enquiries. */
  @Transform(toInt) @IsInt() @Min(10) @Max(600_000) ENQUIRY_FORWARD_INTERVAL_MS = 2000;
  /** Retry delays: full jitter up to base·2^(attempt−1), at most the cap. */
  @Transform(toInt) @IsInt() @Min(1) @Max(3_600_000) ENQUIRY_FORWARD_BACKOFF_BASE_MS = 30_000;
  @Transform(toInt) @IsInt() @Min(1) @Max(86_400_000) ENQUIRY_FORWARD_BACKOFF_MAX_MS = 3_600_000;
  /** How long one post to FORM_FORWARD_URL may take. */
  @Transform(toInt) @IsInt() @Min(100) @Max(300_000) ENQUIRY_FORWARD_TIMEOUT_MS = 15_000;
  /** How long a claimed enquiry is reserved for the worker posting it; longer than the timeout. */
  @Transform(toInt) @IsInt() @Min(200) @Max(3_600_000) ENQUIRY_FORWARD_LEASE_MS = 120_000;
  /** An enquiry still not delivered this long after it arrived is marked failed. */
  @Transform(toInt) @IsInt() @Min(1) @Max(30 * 86_400_000) ENQUIRY_FORWARD_RETRY_WINDOW_MS = 86_400_000;
  /**
   * A newsletter's pace: its mails fall due one after another, this many a minute, so the clinic's
   * mail relay (and the receiving providers) see a steady trickle, not a burst.
   */
  @Transform(toInt) @IsInt() @Min(1) @Max(6000) NEWSLETTER_MAILS_PER_MINUTE = 60;
  /**
   * Per staff account: test mails of a newsletter draft an hour. A test goes to any address typed,
   * so a stolen or careless account cannot turn the clinic's mail relay into a sender of spam.
   */
  @Transform(toInt) @IsInt() @Min(1) @Max(1000) NEWSLETTER_TESTS_PER_HOUR = 20;
  /** How often confirmed appointments a day away get their reminder queued. */
  @Transform(toInt) @IsInt() @Min(10) @Max(3_600_000) APPOINTMENT_REMINDER_INTERVAL_MS = 60_000;
  /** How often enquiries past ENQUIRY_RETENTION_DAYS since their last contact are purged. */
  @Transform(toInt) @IsInt() @Min(10) @Max(86_400_000) ENQUIRY_PURGE_INTERVAL_MS = 3_600_000;

  /**
   * The proxies whose X-Forwarded-For the API believes (Express's `trust proxy` list): nginx's
   * address, `loopback` on one machine (default). nginx passes exactly one address. Without nginx,
   * the TLS proxy in front (TRUSTED_PROXY_CIDRS); empty trusts nobody.
   */
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @Validate(ProxyListConstraint)
  API_TRUSTED_PROXIES = 'loopback';

  /**
   * The site's folder (frontend/): its build (dist/, dist-ssr/) and scripts/site-worker.mjs, which
   * the API runs to check the content the admin edits with the site's own rules.
   */
  @IsString() SITE_BUILD_DIR = join(__dirname, '../../../frontend');

  /**
   * Where the API publishes the public site with the content the admin edits (`current` in it is
   * the site being served; nginx and the API's own site server read it before the build's pages).
   * Shared by every API process. Unset: nothing is published, and the site shows the built-in content.
   */
  @Transform(emptyToUndefined) @IsOptional() @IsString() SITE_PUBLISH_DIR?: string;

  /** When set, the API also serves the built site from this folder (no nginx on the machine). */
  @Transform(emptyToUndefined) @IsOptional() @IsString() STATIC_SITE_DIR?: string;

  /** The headers nginx sends with the site's files (JSON, see site/static-site.ts); needed with STATIC_SITE_DIR. */
  @ValidateIf((env: Env) => !!env.STATIC_SITE_DIR) @IsJSON() SITE_HEADERS?: string;

  /** Swagger UI at /api/api/docs; on by default outside production. */
  @Transform(toBool) @IsOptional() @IsBoolean() API_DOCS?: boolean;

  get isProduction() {
    return this.NODE_ENV === 'production';
  }

  /** The username the owner's account is made with (loadEnv refuses production without one). */
  get ownerUsername(): string {
    return this.ADMIN_USERNAME ?? 'admin';
  }

  get databaseUrl(): string {
    return databaseUrlOf(this);
  }
}

/** DATABASE_URL, or the URL the POSTGRES_* settings make (as compose sets them). */
export function databaseUrlOf(source: {
  DATABASE_URL?: string;
  POSTGRES_USER?: string;
  POSTGRES_PASSWORD?: string;
  POSTGRES_HOST?: string;
  POSTGRES_PORT?: string | number;
  POSTGRES_DB?: string;
}): string {
  if (source.DATABASE_URL) return source.DATABASE_URL;
  const user = encodeURIComponent(source.POSTGRES_USER ?? '');
  const password = encodeURIComponent(source.POSTGRES_PASSWORD ?? '');
  return `postgres://${user}:${password}@${source.POSTGRES_HOST}:${source.POSTGRES_PORT ?? 5432}/${source.POSTGRES_DB}`;
}

export class EnvError extends Error {}

/**
 * An https:// address, or an http:// one on this machine's loopback (localhost, 127.0.0.1, [::1]),
 * which browsers treat as secure (they keep `Secure` cookies from it) and nobody else can reach:
 * the stack tried on the operator's own machine before its domain points at it.
 */
export function isSecureSiteUrl(value: string | undefined): boolean {
  if (!value) return false;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:') return true;
    return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
}

const DAY_MS = 86_400_000;

/** Reads and validates the environment; throws one error naming every problem, one line per variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const env = plainToInstance(Env, { ...source }, { exposeDefaultValues: true });
  const problems = new Map<string, string>();
  const add = (variable: string, problem: string) => {
    if (!problems.has(variable)) problems.set(variable, problem);
  };
  for (const error of validateSync(env, { whitelist: false, skipMissingProperties: false, stopAtFirstError: true })) {
    const value = source[error.property];
    const text = Object.values(error.constraints ?? {})[0] ?? 'is invalid';
    if (value === undefined || value === '') add(error.property, `${error.property} must be set`);
    else add(error.property, text.startsWith(error.property) ? text : `${error.property}: ${text}`);
  }
  if (!env.DATABASE_URL && !(env.POSTGRES_HOST && env.POSTGRES_USER && env.POSTGRES_DB)) {
    add('DATABASE_URL', 'DATABASE_URL (or POSTGRES_HOST, POSTGRES_USER and POSTGRES_DB) must be set');
  }
  if (env.isProduction) {
    if (PLACEHOLDER.test(env.JWT_SECRET ?? '')) add('JWT_SECRET', 'JWT_SECRET still has its placeholder value');
    if (PLACEHOLDER.test(env.ADMIN_PASSWORD ?? '')) {
      add('ADMIN_PASSWORD', 'ADMIN_PASSWORD still has its placeholder value');
    }
    if (!source.PUBLIC_SITE_URL) {
      add('PUBLIC_SITE_URL', "PUBLIC_SITE_URL must be set: the site's https:// address (production has no default)");
    } else if (!isSecureSiteUrl(env.PUBLIC_SITE_URL)) {
      add(
        'PUBLIC_SITE_URL',
        'PUBLIC_SITE_URL must be an https:// address in production (staff sign-in cookies are sent over HTTPS only); set DOMAIN for HTTPS by itself',
      );
    }
    if (!env.ADMIN_USERNAME) {
      add('ADMIN_USERNAME', 'ADMIN_USERNAME must be set: the owner\'s username (production has no default)');
    } else if (GUESSABLE_USERNAMES.has(env.ADMIN_USERNAME.trim().toLowerCase())) {
      add('ADMIN_USERNAME', `ADMIN_USERNAME must not be a name every attacker tries first (${[...GUESSABLE_USERNAMES].join(', ')})`);
    }
  }
  if (env.ENQUIRY_FORWARD_LEASE_MS <= env.ENQUIRY_FORWARD_TIMEOUT_MS) {
    add('ENQUIRY_FORWARD_LEASE_MS', 'ENQUIRY_FORWARD_LEASE_MS must be longer than ENQUIRY_FORWARD_TIMEOUT_MS');
  }
  // The purge spares enquiries still being forwarded; a period shorter than the retry window
  // would keep those past it, or (were it not for that) delete them before the clinic saw them.
  if (env.ENQUIRY_RETENTION_DAYS * DAY_MS <= env.ENQUIRY_FORWARD_RETRY_WINDOW_MS) {
    add(
      'ENQUIRY_RETENTION_DAYS',
      'ENQUIRY_RETENTION_DAYS must be longer than ENQUIRY_FORWARD_RETRY_WINDOW_MS ' +
        '(enquiries are kept until forwarding gives up)',
    );
  }
  const whatsApp = [env.WHATSAPP_TOKEN, env.WHATSAPP_PHONE_NUMBER_ID, env.WHATSAPP_APP_SECRET];
  if (whatsApp.some(Boolean) && !whatsApp.every(Boolean)) {
    add('WHATSAPP_TOKEN', 'WhatsApp needs WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_APP_SECRET together (or none of them)');
  }
  if (env.SMS_PROVIDER && !(env.SMS_AUTH_KEY && env.SMS_SENDER_ID && env.SMS_TEMPLATES)) {
    add('SMS_PROVIDER', 'SMS needs SMS_AUTH_KEY, SMS_SENDER_ID and SMS_TEMPLATES with SMS_PROVIDER');
  }
  if (problems.size > 0) {
    throw new EnvError(`Invalid environment:\n  - ${[...problems.values()].join('\n  - ')}`);
  }
  return env;
}
