import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The whole stack as `make start` runs it (nginx in front), on its own port and data folder.
const port = Number(process.env.E2E_HTTP_PORT ?? 18080);
export const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;
// Chosen once by the runner and inherited by its workers, which read this file again.
process.env.E2E_DATA_DIR ??= join(tmpdir(), `clinic-e2e-${process.pid}`);
const dataDir = process.env.E2E_DATA_DIR;
/** The main stack's data folder (its nginx access log is under nginx/logs/). */
export const e2eDataDir = dataDir;
export const e2eAdmin = { username: 'admin', password: 'E2e-Admin-Password-1' };
/** The stand-in form-forwarding service (e2e/fake-forwarder.mjs) the stack forwards enquiries to. */
export const forwarderURL = `http://127.0.0.1:${port + 4000}`;
/**
 * The stand-in for WhatsApp's Cloud API and MSG91 (scripts/fake-messaging.mjs) the main stack sends
 * its messages to, and that sends the main stack's webhook the patient's replies, signed.
 */
export const messagingURL = `http://127.0.0.1:${port + 4500}`;
export const whatsAppSettings = {
  WHATSAPP_API_URL: `${messagingURL}/v21.0`,
  WHATSAPP_TOKEN: 'e2e-whatsapp-token',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_APP_SECRET: 'e2e-whatsapp-app-secret',
  WHATSAPP_VERIFY_TOKEN: 'e2e-whatsapp-verify-token',
  SMS_PROVIDER: 'msg91',
  SMS_API_URL: `${messagingURL}/api/v5`,
  SMS_AUTH_KEY: 'e2e-msg91-key',
  SMS_SENDER_ID: 'AURACL',
  SMS_TEMPLATES: 'received=sms-received,confirmed=sms-confirmed,proposed=sms-proposed,declined=sms-declined,cancelled=sms-cancelled,reminder=sms-reminder',
};
/**
 * The local mail server the main stack runs (make start's maildev, MAIL_PORT: HTTP_PORT+38500 by
 * default): the clinic's mail to patients, read through its JSON API (GET /api/email).
 */
export const mailURL = process.env.E2E_MAIL_URL ?? `http://127.0.0.1:${port + 38500}`;
/** A second stack with the site served by the API itself (SITE_SERVER=node), compared with nginx's. */
const nodeModePort = port + 100;
export const nodeModeURL = process.env.E2E_NODE_MODE_URL ?? `http://localhost:${nodeModePort}`;
/**
 * A third stack as an operator runs it in production behind a TLS proxy: two API processes
 * (API_REPLICAS=2) with the default per-address limits, and TRUSTED_PROXY_CIDRS naming a proxy
 * elsewhere. Its API processes answer directly on `replicaApiURLs` too.
 */
const replicasPort = port + 200;
export const replicasURL = `http://localhost:${replicasPort}`;
export const replicaApiURLs = [0, 1].map((i) => `http://127.0.0.1:${replicasPort + 1000 + i}`);
const replicasProxy = '203.0.113.0/24';
/** What the operator's commands (make backup, make restore) need to find the replicas stack. */
export const replicasStackEnv = {
  HTTP_PORT: String(replicasPort),
  API_PORT: String(replicasPort + 1000),
  PG_PORT: String(replicasPort + 2000),
  S3_PORT: String(replicasPort + 3000),
  DATA_DIR: `${dataDir}-replicas`,
  DATABASE_URL: '',
  S3_ENDPOINT: '',
};

/**
 * Chromium's headless shell where the machine has it (Debian's chromium-headless-shell): the same
 * engine as the browser without its windows, at half the processor time of `chromium --headless`
 * over the same tests (302 s against 596 s over the pages, home and treatments files, both screens).
 */
const chromium =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);

/** The whole stack as `make start` runs it, on its own ports and data folder. */
function stack({
  port,
  dataDir,
  siteServer,
  env = {},
}: {
  port: number;
  dataDir: string;
  siteServer: 'nginx' | 'node';
  env?: Record<string, string>;
}) {
  return {
    command: 'node ../scripts/start.mjs',
    url: `http://localhost:${port}/api/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
    env: {
      SITE_SERVER: siteServer,
      HTTP_PORT: String(port),
      API_PORT: String(port + 1000),
      PG_PORT: String(port + 2000),
      S3_PORT: String(port + 3000),
      DATA_DIR: dataDir,
      ADMIN_USERNAME: e2eAdmin.username,
      ADMIN_PASSWORD: e2eAdmin.password,
      SEED_DEMO_CONTENT: 'false',
      DATABASE_URL: '',
      S3_ENDPOINT: '',
      FORM_FORWARD_URL: `${forwarderURL}/forward`,
      // Every browser test comes from 127.0.0.1: the per-address limits are tested in the API
      // suites and against the replicas stack.
      AUTH_REQUESTS_PER_HOUR: '10000',
      ENQUIRIES_PER_TEN_MINUTES: '10000',
      ENQUIRIES_WITHOUT_SCRIPTS_PER_HOUR: '10000',
      NGINX_SIGN_IN_RATE: '1000r/s',
      NGINX_SIGN_IN_BURST: '1000',
      NGINX_ENQUIRY_RATE: '1000r/s',
      NGINX_ENQUIRY_BURST: '1000',
      NGINX_CONNECTIONS_PER_ADDRESS: '1000',
      // The forms' bot check is solved and verified as in production, with a smaller puzzle: a
      // thousand hashes instead of 25,000–50,000. At the default, the browsers and the tests' own
      // solver spent about 1.5 processor-seconds per form, some 170 s over the suite (the replicas
      // stack keeps the default).
      BOT_CHECK_WORK: '1000',
      ...env,
    },
  };
}

/** Every test runs at both screens, unless it says why once is enough (fixtures.ts: device()). */
const screens = {
  phone: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, defaultBrowserType: 'chromium' as const },
  desktop: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
};

/**
 * Two test files run at once, each in its own browser against the same stacks, except where they
 * would meet in what the stacks share:
 * - the files that book an open time take the first one free, so they book one after another;
 * - the files that add news articles or count them (the dashboard's pages of articles) run one
 *   after another;
 * - the tests tagged @site-wide change what every other test sees (the site's content, the
 *   owner's own username, two-factor sign-in required of every account, the inbox's waiting count,
 *   a restore of the replicas stack): they run last, one at a time, once everything else is done
 *   (a failure before them leaves them not run).
 * A file's tests run in order in one browser, as before.
 */
const bookings = /[/\\](before-scripts|forms|appointment-confirmation|appointments|whatsapp)\.spec\.ts$/;
const articles = /[/\\](admin|news|page-budgets|newsletters)\.spec\.ts$/;
const siteWide = /@site-wide/;
const projects = (['phone', 'desktop'] as const).flatMap((screen) => {
  const use = screens[screen];
  const earlier = screen === 'desktop' ? 'phone' : undefined;
  return [
    { name: screen, use, testIgnore: [bookings, articles], grepInvert: siteWide },
    { name: `${screen}, bookings`, use, testMatch: bookings, grepInvert: siteWide, workers: 1, dependencies: earlier ? [`${earlier}, bookings`] : [] },
    { name: `${screen}, articles`, use, testMatch: articles, grepInvert: siteWide, workers: 1, dependencies: earlier ? [`${earlier}, articles`] : [] },
    {
      name: `${screen}, site-wide`,
      use,
      grep: siteWide,
      workers: 1,
      dependencies: earlier ? [`${earlier}, site-wide`] : ['phone', 'desktop', 'phone, bookings', 'desktop, bookings', 'phone, articles', 'desktop, articles'],
    },
  ];
});

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // make test's runner reads each test's time from browser-tests.json (TEST_TIMINGS_DIR).
  reporter: process.env.TEST_TIMINGS_DIR
    ? [['list'], ['json', { outputFile: join(process.env.TEST_TIMINGS_DIR, 'browser-tests.json') }]]
    : [['list']],
  use: {
    baseURL,
    // A trace is kept of a test's retry (CI retries once): recording one for every test, only to
    // throw it away when the test passes, cost a sixth of the browser tests' time. Locally, ask
    // for one with `npx playwright test --trace on …`.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects,
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        {
          command: 'node fake-forwarder.mjs',
          url: `${forwarderURL}/received`,
          timeout: 20_000,
          reuseExistingServer: false,
          env: { FAKE_FORWARDER_PORT: String(port + 4000) },
        },
        {
          command: 'node ../scripts/fake-messaging.mjs',
          url: `${messagingURL}/received`,
          timeout: 20_000,
          reuseExistingServer: false,
          env: { FAKE_MESSAGING_PORT: String(port + 4500), FAKE_WEBHOOK_URL: `http://127.0.0.1:${port}/api/api/whatsapp/webhook`, FAKE_APP_SECRET: whatsAppSettings.WHATSAPP_APP_SECRET },
        },
        stack({ port, dataDir, siteServer: 'nginx', env: whatsAppSettings }),
        stack({ port: nodeModePort, dataDir: `${dataDir}-node`, siteServer: 'node' }),
        stack({
          port: replicasPort,
          dataDir: `${dataDir}-replicas`,
          siteServer: 'nginx',
          env: {
            API_REPLICAS: '2',
            TRUSTED_PROXY_CIDRS: replicasProxy,
            // The defaults of .env.example, but for a sign-in burst that lets the API's own limits answer.
            AUTH_REQUESTS_PER_HOUR: '100',
            ENQUIRIES_PER_TEN_MINUTES: '20',
            NGINX_SIGN_IN_BURST: '100',
            NGINX_SIGN_IN_RATE: '10r/m',
            NGINX_ENQUIRY_RATE: '30r/m',
            NGINX_ENQUIRY_BURST: '20',
            NGINX_CONNECTIONS_PER_ADDRESS: '50',
            BOT_CHECK_WORK: '50000',
          },
        }),
      ],
});
