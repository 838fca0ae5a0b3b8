#!/usr/bin/env node
// The `minio` command of the stand-in image: `minio server DIR [--address :9000] [--console-address :9001]`
// serves the S3 API with s3rver (objects as plain files under DIR) and keeps what the project
// relies on of MinIO: the root account from MINIO_ROOT_USER / MINIO_ROOT_PASSWORD as the only
// credentials (every request must be signed with them: a wrong key or secret is refused, and so is
// an anonymous request), path-style buckets whatever the host name, and the health endpoints
// /minio/health/{live,ready,cluster,cluster/read}. It stops on SIGTERM or SIGINT.
// s3rver does not check version 4 signatures (only that the access key exists), so this checks
// them itself, from the request line and headers as they arrived; the payload hash a request
// declares is signed but not compared with the body (MinIO compares it).
import crypto, { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import S3rver from 's3rver';
import AWSAccount from 's3rver/lib/models/account.js';
import S3Error from 's3rver/lib/models/error.js';

const RELEASE = 'RELEASE.2025-04-22T22-12-26Z';
const HEALTH_PATHS = new Set(['/minio/health/live', '/minio/health/ready', '/minio/health/cluster', '/minio/health/cluster/read']);

function fatal(message) {
  process.stderr.write(`FATAL ${message}\n`);
  process.exit(1);
}

function usage(status) {
  (status ? process.stderr : process.stdout).write(
    'Usage: minio server DIR [--address :9000] [--console-address :9001]\n' +
      '(stand-in: s3rver with the root account from MINIO_ROOT_USER / MINIO_ROOT_PASSWORD)\n',
  );
  process.exit(status);
}

// ---- command line ------------------------------------------------------------------------------

const argv = process.argv.slice(2);
if (argv[0] === '--version' || argv[0] === '-v' || argv[0] === 'version') {
  process.stdout.write(`minio version ${RELEASE} (stand-in: s3rver 3.7.1)\n`);
  process.exit(0);
}
if (argv[0] === '--help' || argv[0] === '-h') usage(0);
if (argv[0] !== 'server') usage(1);

let address = ':9000';
const dirs = [];
for (let i = 1; i < argv.length; i++) {
  const arg = argv[i];
  const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
  const value = () => {
    if (inline !== undefined) return inline;
    if (i + 1 >= argv.length) fatal(`flag ${flag} needs a value`);
    return argv[++i];
  };
  if (flag === '--address') address = value();
  else if (flag === '--console-address') value(); // no console in the stand-in
  else if (flag === '--help' || flag === '-h') usage(0);
  else if (flag === '--quiet' || flag === '--anonymous' || flag === '--json') continue;
  else if (flag.startsWith('-')) fatal(`Unknown flag ${flag} (not supported by the stand-in)`);
  else dirs.push(arg);
}
if (dirs.length === 0) usage(1);
if (dirs.length > 1 || /\{\d+\.\.\.\d+\}/.test(dirs[0])) {
  fatal('The stand-in serves one directory only (no erasure coding, no distributed setup)');
}
const directory = path.resolve(dirs[0]);

const match = /^(?:\[([^\]]*)\]|([^:]*)):(\d+)$/.exec(address);
if (!match) fatal(`Invalid --address ${JSON.stringify(address)}: expected [HOST]:PORT, e.g. :9000`);
const host = match[1] ?? match[2] ?? '';
const port = Number(match[3]);

// ---- credentials (MinIO: access key at least 3 characters, secret key at least 8) --------------

const rootUser = process.env.MINIO_ROOT_USER ?? '';
const rootPassword = process.env.MINIO_ROOT_PASSWORD ?? '';
if (!rootUser || !rootPassword) {
  fatal(
    `Missing credential environment variable, ${!rootUser ? 'MINIO_ROOT_USER' : 'MINIO_ROOT_PASSWORD'} ` +
      '(the stand-in has no default credentials: set MINIO_ROOT_USER and MINIO_ROOT_PASSWORD)',
  );
}
if (rootUser.length < 3 || rootPassword.length < 8) {
  fatal('Invalid credentials: MINIO_ROOT_USER must be at least 3 characters and MINIO_ROOT_PASSWORD at least 8 characters long');
}
// s3rver's only account knows the key pair S3RVER/S3RVER: it knows the root account's instead.
AWSAccount.DUMMY_ACCOUNT.revokeAccessKey('S3RVER');
AWSAccount.DUMMY_ACCOUNT.createKeyPair(rootUser, rootPassword);

// ---- signature version 4 -----------------------------------------------------------------------

const rfc3986 = (text) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256hex = (data) => createHash('sha256').update(data).digest('hex');
const hmac = (key, data) => createHmac('sha256', key).update(data).digest();

function decode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new S3Error('InvalidArgument', 'The request URI is not valid percent-encoding.');
  }
}

function secretFor(accessKeyId) {
  const account = AWSAccount.registry.get(accessKeyId);
  const secret = account?.accessKeys.get(accessKeyId);
  if (secret === undefined) {
    throw new S3Error('InvalidAccessKeyId', 'The Access Key Id you provided does not exist in our records.', {
      AWSAccessKeyId: accessKeyId,
    });
  }
  return secret;
}

function signatureMismatch(accessKeyId) {
  return new S3Error(
    'SignatureDoesNotMatch',
    'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    { AWSAccessKeyId: accessKeyId },
  );
}

/** Checks a version 4 signature (Authorization header or presigned query); V2 is s3rver's own. */
function checkSignature(req) {
  const rawUrl = req.url ?? '/';
  const q = rawUrl.indexOf('?');
  const rawPath = (q < 0 ? rawUrl : rawUrl.slice(0, q)) || '/';
  const params = (q < 0 ? '' : rawUrl.slice(q + 1))
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq < 0 ? [decode(pair), ''] : [decode(pair.slice(0, eq)), decode(pair.slice(eq + 1))];
    });
  const query = new Map(params);
  const authorization = req.headers.authorization;

  let credential, signedHeaders, signature, amzDate, payloadHash, skipParam;
  if (authorization !== undefined) {
    const header = /^AWS4-HMAC-SHA256\s+(.*)$/s.exec(authorization.trim());
    if (!header) return; // "AWS key:signature" (V2): s3rver checks it with the secret itself.
    const fields = new Map(
      header[1].split(',').map((field) => {
        const eq = field.indexOf('=');
        return [field.slice(0, eq).trim(), field.slice(eq + 1).trim()];
      }),
    );
    credential = fields.get('Credential');
    signedHeaders = fields.get('SignedHeaders');
    signature = fields.get('Signature');
    amzDate = req.headers['x-amz-date'] ?? req.headers.date;
    payloadHash = req.headers['x-amz-content-sha256'] ?? sha256hex('');
  } else if (query.has('X-Amz-Algorithm')) {
    if (query.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') return; // s3rver refuses it
    credential = query.get('X-Amz-Credential');
    signedHeaders = query.get('X-Amz-SignedHeaders');
    signature = query.get('X-Amz-Signature');
    amzDate = query.get('X-Amz-Date');
    payloadHash = query.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD';
    skipParam = 'X-Amz-Signature';
  } else if (query.has('Signature') || req.method === 'OPTIONS') {
    return; // V2 presigned (s3rver checks it), or a CORS preflight (never signed)
  } else {
    throw new S3Error('AccessDenied', 'Access Denied.');
  }
  if (!credential || !signedHeaders || !signature || !amzDate) {
    throw new S3Error('AuthorizationHeaderMalformed', 'The authorization header is malformed; it needs Credential, SignedHeaders and Signature, and the request an X-Amz-Date.');
  }

  const [accessKeyId, date, region, service, terminator, ...rest] = credential.split('/');
  const secret = secretFor(accessKeyId);
  if (rest.length || !date || !region || service !== 's3' || terminator !== 'aws4_request' || !String(amzDate).startsWith(date)) {
    throw new S3Error('AuthorizationHeaderMalformed', `The authorization header is malformed; the Credential is mal-formed: ${credential}`);
  }
  if (String(payloadHash).startsWith('STREAMING-') || /aws-chunked/i.test(req.headers['content-encoding'] ?? '')) {
    throw new S3Error(
      'NotImplemented',
      'The MinIO stand-in does not decode aws-chunked uploads: configure the S3 client with requestChecksumCalculation WHEN_REQUIRED.',
    );
  }

  const headerValues = new Map();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i].toLowerCase();
    if (!headerValues.has(name)) headerValues.set(name, []);
    headerValues.get(name).push(req.rawHeaders[i + 1].trim().replace(/\s+/g, ' '));
  }
  const names = signedHeaders.split(';');
  const canonicalHeaders = names.map((name) => `${name}:${(headerValues.get(name) ?? []).join(',')}\n`).join('');
  const canonicalQuery = params
    .filter(([key]) => key !== skipParam)
    .map(([key, value]) => [rfc3986(key), rfc3986(value)])
    .sort(([k1, v1], [k2, v2]) => (k1 < k2 ? -1 : k1 > k2 ? 1 : v1 < v2 ? -1 : v1 > v2 ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');

  let signingKey = hmac(`AWS4${secret}`, date);
  signingKey = hmac(signingKey, region);
  signingKey = hmac(signingKey, service);
  signingKey = hmac(signingKey, 'aws4_request');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const provided = Buffer.from(String(signature).toLowerCase());

  // The path as sent (the SDKs sign S3 paths without encoding them again), and the same path
  // decoded and encoded the RFC 3986 way, for clients that write some characters unencoded.
  const normalized = rawPath.split('/').map((segment) => rfc3986(decode(segment))).join('/');
  for (const uri of new Set([rawPath, normalized])) {
    const canonicalRequest = [req.method, uri, canonicalQuery, canonicalHeaders, signedHeaders, payloadHash].join('\n');
    const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256hex(canonicalRequest)].join('\n');
    const expected = Buffer.from(createHmac('sha256', signingKey).update(stringToSign).digest('hex'));
    if (expected.length === provided.length && timingSafeEqual(expected, provided)) return;
  }
  throw signatureMismatch(accessKeyId);
}

// ---- s3rver on OpenSSL 3 -----------------------------------------------------------------------

// s3rver makes ListObjectsV2's continuation tokens with single DES ('des'), which OpenSSL 3 only
// has in its legacy provider: without it, any listing of more than 1000 keys (the second page
// of `mc mirror` from a bucket) fails with InternalError. Triple DES with the key three times is
// the same cipher, and is still in the default provider; s3rver looks crypto.createCipheriv up at
// each call, so it gets this one.
try {
  crypto.createCipheriv('des', Buffer.alloc(8), Buffer.alloc(8));
} catch {
  for (const name of ['createCipheriv', 'createDecipheriv']) {
    const original = crypto[name];
    crypto[name] = (algorithm, key, iv, options) =>
      algorithm === 'des' ? original('des-ede3-cbc', Buffer.concat([key, key, key]), iv, options) : original(algorithm, key, iv, options);
  }
}

// ---- server ------------------------------------------------------------------------------------

mkdirSync(directory, { recursive: true });
const app = new S3rver({
  directory,
  silent: true,
  vhostBuckets: false, // `minio` in http://minio:9000 is a host, not a bucket
});
// Koa composes its middleware when the server starts: these two run before s3rver's own.
app.middleware.unshift(
  async function health(ctx, next) {
    if (HEALTH_PATHS.has(ctx.path) && (ctx.method === 'GET' || ctx.method === 'HEAD')) {
      ctx.status = 200;
      ctx.body = '';
      return;
    }
    return next();
  },
  async function signatures(ctx, next) {
    checkSignature(ctx.req);
    return next();
  },
);
app.on('error', (err) => {
  // Refusals (4xx) are answers, not faults; S3 errors of the 5xx kind get a line, others a stack.
  if (err instanceof S3Error && err.status < 500) return;
  process.stderr.write(err instanceof S3Error ? `ERROR ${err.code}: ${err.message}\n` : `ERROR ${err?.stack ?? err}\n`);
});

// The server is started here rather than with app.run(), whose listen errors escape as crashes.
const server = http.createServer(app.callback());
const listen = (hostAddress) =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostAddress, () => {
      server.off('error', reject);
      resolve();
    });
  });
try {
  await listen(host || '::');
} catch (error) {
  // `::` (every address, IPv6 and IPv4) where the kernel has no IPv6: every IPv4 address.
  if (host || !['EAFNOSUPPORT', 'EADDRNOTAVAIL'].includes(error?.code)) fatal(`Unable to listen on ${address}: ${error.message}`);
  await listen('0.0.0.0').catch((retryError) => fatal(`Unable to listen on ${address}: ${retryError.message}`));
}
const bound = server.address();
process.stdout.write(
  `MinIO stand-in ${RELEASE} (s3rver 3.7.1): API on ${bound.family === 'IPv6' ? `[${bound.address}]` : bound.address}:${bound.port}, ` +
    `data in ${directory}; ready\n`,
);

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  process.stdout.write(`Exiting on signal: ${signal}\n`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  // Requests still running get a few seconds (compose waits 10 before SIGKILL).
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, 5000).unref();
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
