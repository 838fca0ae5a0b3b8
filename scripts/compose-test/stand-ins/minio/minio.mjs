#!/usr/bin/env node
// The `minio` command of the stand-in image: `minio server DIR [--address :9000] [--console-address :9001]`
// serves the S3 API with s3rver (objects as plain files under DIR) and keeps what the project
// relies on of MinIO: the root account from MINIO_ROOT_USER / MINIO_ROOT_PASSWORD, users with
// policies (the clinic's API has an account of its own, limited to its bucket), every request
// signed with an account's keys (a wrong key or secret is refused, and so is an anonymous request)
// and allowed only as far as that account's policies say (403 AccessDenied in S3's XML beyond),
// path-style buckets whatever the host name, and the health endpoints
// /minio/health/{live,ready,cluster,cluster/read}. It stops on SIGTERM or SIGINT.
// s3rver does not check version 4 signatures (only that the access key exists), so this checks
// them itself, from the request line and headers as they arrived; the payload hash a request
// declares is signed but not compared with the body (MinIO compares it), except on the admin API.
// Users and policies are kept in DIR/.minio.sys/iam.json (a restart keeps them), managed by the
// root account through an admin API of the stand-in's own under /minio/admin/v3/ (the paths of
// MinIO's, signed with the root account's version 4 signature, but plain JSON bodies where MinIO
// encrypts them with the secret key): only the stand-in's mc speaks it.
import crypto, { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
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

// ---- users and policies (IAM) --------------------------------------------------------------------

// As MinIO: a user may do what the policies attached to it allow (an explicit Deny wins), nothing
// else; the root account everything. Policies are AWS IAM JSON: Allow or Deny statements of S3
// actions (wildcards as IAM has them) on arn:aws:s3::: resources; Condition, NotAction,
// NotResource and Principal are refused as not supported here, and so are admin: actions.
const IAM_DIR = path.join(directory, '.minio.sys');
const IAM_FILE = path.join(IAM_DIR, 'iam.json');
const ALL_OBJECTS = (actions) => ({ Version: '2012-10-17', Statement: [{ Effect: 'Allow', Action: actions, Resource: ['arn:aws:s3:::*'] }] });
/** MinIO's built-in policies that act on buckets and objects (consoleAdmin and diagnostics are admin ones). */
const BUILT_IN_POLICIES = {
  readwrite: ALL_OBJECTS(['s3:*']),
  readonly: ALL_OBJECTS(['s3:GetBucketLocation', 's3:GetObject']),
  writeonly: ALL_OBJECTS(['s3:PutObject']),
};
const S3_ACTIONS = [
  'AbortMultipartUpload', 'CreateBucket', 'DeleteBucket', 'DeleteBucketCORS', 'DeleteBucketPolicy', 'DeleteBucketWebsite',
  'DeleteObject', 'DeleteObjectTagging', 'DeleteObjectVersion', 'GetBucketCORS', 'GetBucketLocation', 'GetBucketNotification',
  'GetBucketObjectLockConfiguration', 'GetBucketPolicy', 'GetBucketTagging', 'GetBucketVersioning', 'GetBucketWebsite',
  'GetLifecycleConfiguration', 'GetObject', 'GetObjectAcl', 'GetObjectLegalHold', 'GetObjectRetention', 'GetObjectTagging',
  'GetObjectVersion', 'ListAllMyBuckets', 'ListBucket', 'ListBucketMultipartUploads', 'ListBucketVersions',
  'ListMultipartUploadParts', 'PutBucketCORS', 'PutBucketNotification', 'PutBucketObjectLockConfiguration',
  'PutBucketPolicy', 'PutBucketTagging', 'PutBucketVersioning', 'PutBucketWebsite', 'PutLifecycleConfiguration',
  'PutObject', 'PutObjectAcl', 'PutObjectLegalHold', 'PutObjectRetention', 'PutObjectTagging',
].map((name) => `s3:${name}`);

class IamError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

const escapeRegExp = (text) => text.replace(/[.+^${}()|[\]\\]/g, '\\$&');
/** An IAM pattern (* any run of characters, ? one) as a regular expression of the whole string. */
const wildcard = (pattern, flags = '') => new RegExp(`^${escapeRegExp(pattern).replace(/\*/g, '.*').replace(/\?/g, '.')}$`, flags);
const list = (value) => (Array.isArray(value) ? value : [value]);

/** The policy document checked as MinIO would take it, or an IamError saying what is wrong. */
function checkPolicy(text) {
  let policy;
  try {
    policy = JSON.parse(text);
  } catch (error) {
    throw new IamError(400, 'XMinioMalformedJSON', `The JSON you provided was not well-formed: ${error.message}`);
  }
  const invalid = (why) => new IamError(400, 'XMinioMalformedIAMPolicy', `The policy is not valid: ${why}`);
  if (typeof policy !== 'object' || policy === null || Array.isArray(policy)) throw invalid('it is not a JSON object');
  if (policy.Version !== undefined && policy.Version !== '2012-10-17') throw invalid(`Version "${policy.Version}" (only 2012-10-17)`);
  const statements = policy.Statement === undefined ? [] : list(policy.Statement);
  if (statements.length === 0) throw invalid('it has no Statement');
  for (const statement of statements) {
    for (const unsupported of ['Condition', 'NotAction', 'NotResource', 'Principal', 'NotPrincipal']) {
      if (statement?.[unsupported] !== undefined) throw invalid(`${unsupported} is not supported by the MinIO stand-in`);
    }
    if (!['Allow', 'Deny'].includes(statement?.Effect)) throw invalid(`Effect "${statement?.Effect}" (Allow or Deny)`);
    const actions = statement.Action === undefined ? [] : list(statement.Action);
    const resources = statement.Resource === undefined ? [] : list(statement.Resource);
    if (actions.length === 0 || resources.length === 0) throw invalid('a statement needs an Action and a Resource');
    for (const action of actions) {
      if (typeof action !== 'string' || (action !== '*' && !S3_ACTIONS.some((known) => wildcard(action, 'i').test(known)))) {
        throw invalid(String(action).startsWith('s3:') ? `unknown action "${action}"` : `unsupported action "${action}" (the stand-in knows s3: actions only)`);
      }
    }
    for (const resource of resources) {
      if (typeof resource !== 'string' || !resource.startsWith('arn:aws:s3:::')) throw invalid(`unsupported Resource "${resource}" (arn:aws:s3:::…)`);
    }
  }
  return policy;
}

/** Users and the policies created, as kept on the data volume. */
const iam = { users: {}, policies: {} };
function loadIam() {
  let text;
  try {
    text = readFileSync(IAM_FILE, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return;
    fatal(`Unable to read ${IAM_FILE}: ${error.message}`);
  }
  try {
    Object.assign(iam, JSON.parse(text));
  } catch (error) {
    fatal(`Unable to parse ${IAM_FILE}: ${error.message}`);
  }
  for (const [accessKey, user] of Object.entries(iam.users)) {
    if (accessKey !== rootUser) AWSAccount.DUMMY_ACCOUNT.createKeyPair(accessKey, user.secretKey);
  }
}
function saveIam() {
  mkdirSync(IAM_DIR, { recursive: true, mode: 0o700 });
  const temporary = `${IAM_FILE}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(iam, null, 2)}\n`, { mode: 0o600 });
  renameSync(temporary, IAM_FILE);
}
const policyNamed = (name) => (Object.hasOwn(iam.policies, name) ? iam.policies[name] : BUILT_IN_POLICIES[name]);

/** True when the policies allow every [action, resource] pair and deny none. */
function allows(policyNames, wanted) {
  const statements = policyNames.flatMap((name) => list(policyNamed(name)?.Statement ?? []));
  const matches = (statement, [action, resource]) =>
    list(statement.Action).some((pattern) => wildcard(pattern, 'i').test(action)) &&
    list(statement.Resource).some((pattern) => wildcard(pattern).test(resource));
  return wanted.every(
    (pair) =>
      !statements.some((statement) => statement.Effect === 'Deny' && matches(statement, pair)) &&
      statements.some((statement) => statement.Effect === 'Allow' && matches(statement, pair)),
  );
}

const BUCKET_SUBRESOURCES = {
  GET: { location: 'GetBucketLocation', policy: 'GetBucketPolicy', cors: 'GetBucketCORS', website: 'GetBucketWebsite', versioning: 'GetBucketVersioning',
    tagging: 'GetBucketTagging', notification: 'GetBucketNotification', lifecycle: 'GetLifecycleConfiguration', 'object-lock': 'GetBucketObjectLockConfiguration',
    uploads: 'ListBucketMultipartUploads', versions: 'ListBucketVersions', acl: 'GetBucketPolicy' },
  PUT: { policy: 'PutBucketPolicy', cors: 'PutBucketCORS', website: 'PutBucketWebsite', versioning: 'PutBucketVersioning', tagging: 'PutBucketTagging',
    notification: 'PutBucketNotification', lifecycle: 'PutLifecycleConfiguration', 'object-lock': 'PutBucketObjectLockConfiguration', acl: 'PutBucketPolicy' },
  DELETE: { policy: 'DeleteBucketPolicy', cors: 'DeleteBucketCORS', website: 'DeleteBucketWebsite', tagging: 'PutBucketTagging', lifecycle: 'PutLifecycleConfiguration' },
};
const OBJECT_SUBRESOURCES = {
  GET: { uploadId: 'ListMultipartUploadParts', tagging: 'GetObjectTagging', acl: 'GetObjectAcl', retention: 'GetObjectRetention', 'legal-hold': 'GetObjectLegalHold' },
  PUT: { tagging: 'PutObjectTagging', acl: 'PutObjectAcl', retention: 'PutObjectRetention', 'legal-hold': 'PutObjectLegalHold' },
  DELETE: { uploadId: 'AbortMultipartUpload', tagging: 'DeleteObjectTagging' },
};

/**
 * The [action, resource] pairs a request needs, as MinIO maps S3's API to IAM. A batch delete and
 * a browser form upload name their keys in the body, which is not read here: they need the action
 * on every key of the bucket (the resource arn:aws:s3:::BUCKET/*).
 */
function requestedActions(method, bucket, key, query, headers) {
  const arn = (name) => `arn:aws:s3:::${name}`;
  const verb = method === 'HEAD' ? 'GET' : method;
  const sub = (table) => Object.entries(table[verb] ?? {}).find(([name]) => query.has(name))?.[1];
  if (!bucket) return [['s3:ListAllMyBuckets', arn('')]];
  if (!key) {
    const named = sub(BUCKET_SUBRESOURCES);
    if (named) return [[`s3:${named}`, arn(bucket)]];
    if (verb === 'GET') return [['s3:ListBucket', arn(bucket)]];
    if (verb === 'PUT') return [['s3:CreateBucket', arn(bucket)]];
    if (verb === 'DELETE') return [['s3:DeleteBucket', arn(bucket)]];
    if (verb === 'POST') return [[query.has('delete') ? 's3:DeleteObject' : 's3:PutObject', arn(`${bucket}/*`)]];
    return [['s3:ListBucket', arn(bucket)]];
  }
  const object = arn(`${bucket}/${key}`);
  const named = sub(OBJECT_SUBRESOURCES);
  if (named) return [[`s3:${named}`, object]];
  if (verb === 'GET') return [['s3:GetObject', object]];
  if (verb === 'DELETE') return [['s3:DeleteObject', object]];
  const wanted = [['s3:PutObject', object]]; // PUT, a part, or POST ?uploads / ?uploadId
  const source = headers['x-amz-copy-source'];
  if (source) wanted.push(['s3:GetObject', arn(decode(String(source).split('?')[0]).replace(/^\/+/, ''))]);
  return wanted;
}

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

/**
 * Checks a version 4 signature (Authorization header or presigned query); V2 is s3rver's own.
 * Answers the access key the request is signed with (undefined for a CORS preflight) and the
 * payload hash it declares.
 */
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
    // "AWS key:signature" (V2): s3rver checks it with the secret itself.
    if (!header) return { accessKey: /^AWS\s+([^:]+):/.exec(authorization.trim())?.[1] };
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
    if (query.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') return {}; // s3rver refuses it
    credential = query.get('X-Amz-Credential');
    signedHeaders = query.get('X-Amz-SignedHeaders');
    signature = query.get('X-Amz-Signature');
    amzDate = query.get('X-Amz-Date');
    payloadHash = query.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD';
    skipParam = 'X-Amz-Signature';
  } else if (query.has('Signature')) {
    return { accessKey: query.get('AWSAccessKeyId') }; // V2 presigned: s3rver checks it
  } else if (req.method === 'OPTIONS') {
    return {}; // a CORS preflight (never signed)
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
    if (expected.length === provided.length && timingSafeEqual(expected, provided)) return { accessKey: accessKeyId, payloadHash };
  }
  throw signatureMismatch(accessKeyId);
}

// ---- the stand-in's admin API (what its mc calls for `mc admin user|policy …`) ----------------

const ADMIN_PREFIX = '/minio/admin/v3/';
const ACCESS_KEY = /^[^\s,=]{3,}$/;

function userNamed(accessKey) {
  if (!Object.hasOwn(iam.users, accessKey ?? '')) throw new IamError(404, 'XMinioAdminNoSuchUser', 'The specified user does not exist.');
  return iam.users[accessKey];
}
function policyNamedOrFail(name) {
  if (!policyNamed(name ?? '')) throw new IamError(404, 'XMinioAdminNoSuchPolicy', 'The canned policy does not exist.');
}
function policyChange(body) {
  let change;
  try {
    change = JSON.parse(body);
  } catch {
    throw new IamError(400, 'XMinioMalformedJSON', 'The JSON you provided was not well-formed.');
  }
  if (change.group) throw new IamError(501, 'NotImplemented', 'The MinIO stand-in has no groups.');
  const policies = Array.isArray(change.policies) ? change.policies : [];
  if (policies.length === 0) throw new IamError(400, 'XMinioAdminInvalidArgument', 'Name at least one policy.');
  const user = userNamed(change.user);
  policies.forEach(policyNamedOrFail);
  return { user, policies };
}
const ALREADY = () => new IamError(400, 'XMinioAdminPolicyChangeAlreadyApplied', 'The specified policy change is already in effect.');

const ADMIN_ROUTES = {
  /** `mc admin user add`: a new user, or a new secret for one that exists (its policies stay). */
  'PUT add-user'({ query, body }) {
    const accessKey = query.get('accessKey') ?? '';
    const { secretKey = '', status = 'enabled' } = JSON.parse(body || '{}');
    if (!ACCESS_KEY.test(accessKey)) throw new IamError(400, 'XMinioAdminInvalidAccessKey', 'The access key is invalid: at least 3 characters, without spaces, commas or =.');
    if (accessKey === rootUser) throw new IamError(400, 'XMinioIAMActionNotAllowed', 'Specified IAM action is not allowed: the root account cannot be a user.');
    if (String(secretKey).length < 8) throw new IamError(400, 'XMinioAdminInvalidSecretKey', 'The secret key is invalid: at least 8 characters.');
    iam.users[accessKey] = { secretKey: String(secretKey), status: status === 'disabled' ? 'disabled' : 'enabled', policies: iam.users[accessKey]?.policies ?? [] };
    AWSAccount.DUMMY_ACCOUNT.createKeyPair(accessKey, String(secretKey));
    saveIam();
  },
  'DELETE remove-user'({ query }) {
    const accessKey = query.get('accessKey');
    userNamed(accessKey);
    delete iam.users[accessKey];
    AWSAccount.DUMMY_ACCOUNT.revokeAccessKey(accessKey);
    saveIam();
  },
  'GET user-info'({ query }) {
    const user = userNamed(query.get('accessKey'));
    return { status: user.status, policyName: user.policies.join(','), memberOf: [] };
  },
  'GET list-users'() {
    return Object.fromEntries(Object.entries(iam.users).map(([accessKey, user]) => [accessKey, { status: user.status, policyName: user.policies.join(',') }]));
  },
  /** `mc admin policy create`: a new policy, or new statements for one that exists. */
  'PUT add-canned-policy'({ query, body }) {
    const name = query.get('name') ?? '';
    if (!/^[^\s,]+$/.test(name)) throw new IamError(400, 'XMinioAdminInvalidArgument', 'The policy name is invalid (no spaces or commas).');
    iam.policies[name] = checkPolicy(body);
    saveIam();
  },
  'DELETE remove-canned-policy'({ query }) {
    const name = query.get('name') ?? '';
    policyNamedOrFail(name);
    if (!Object.hasOwn(iam.policies, name)) throw new IamError(400, 'XMinioIAMActionNotAllowed', `Specified IAM action is not allowed: ${name} is built in.`);
    const users = Object.entries(iam.users).filter(([, user]) => user.policies.includes(name)).map(([accessKey]) => accessKey);
    if (users.length > 0) throw new IamError(400, 'XMinioAdminPolicyInUse', `The policy is attached to ${users.join(', ')}: detach it first.`);
    delete iam.policies[name];
    saveIam();
  },
  'GET info-canned-policy'({ query }) {
    const name = query.get('name') ?? '';
    policyNamedOrFail(name);
    return policyNamed(name);
  },
  'GET list-canned-policies'() {
    return { ...BUILT_IN_POLICIES, ...iam.policies };
  },
  'POST idp/builtin/policy/attach'({ body }) {
    const { user, policies } = policyChange(body);
    const attached = policies.filter((name) => !user.policies.includes(name));
    if (attached.length === 0) throw ALREADY();
    user.policies.push(...attached);
    saveIam();
    return { policiesAttached: attached };
  },
  'POST idp/builtin/policy/detach'({ body }) {
    const { user, policies } = policyChange(body);
    const detached = policies.filter((name) => user.policies.includes(name));
    if (detached.length === 0) throw ALREADY();
    user.policies = user.policies.filter((name) => !detached.includes(name));
    saveIam();
    return { policiesDetached: detached };
  },
};

async function readBody(req, limit = 1 << 20) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > limit) throw new IamError(413, 'XMinioAdminRequestTooLarge', 'The request body is too large.');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** One call of the admin API, by the root account only; answers JSON (errors as MinIO's: Code, Message). */
async function admin(ctx, { accessKey, payloadHash }) {
  try {
    if (accessKey !== rootUser) throw new IamError(403, 'AccessDenied', 'Access Denied. (Only the root account may manage users and policies.)');
    const body = await readBody(ctx.req);
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256hex(body)) {
      throw new IamError(400, 'XAmzContentSHA256Mismatch', 'The provided x-amz-content-sha256 header does not match what was computed.');
    }
    const route = ADMIN_ROUTES[`${ctx.method} ${ctx.path.slice(ADMIN_PREFIX.length)}`];
    if (!route) throw new IamError(501, 'NotImplemented', `The MinIO stand-in's admin API has no ${ctx.method} ${ctx.path}.`);
    let answer;
    try {
      answer = route({ query: new URLSearchParams(ctx.querystring), body: body.toString('utf8') });
    } catch (error) {
      if (error instanceof SyntaxError) throw new IamError(400, 'XMinioMalformedJSON', 'The JSON you provided was not well-formed.');
      throw error;
    }
    ctx.status = 200;
    ctx.body = JSON.stringify(answer ?? {});
  } catch (error) {
    if (!(error instanceof IamError)) throw error;
    ctx.status = error.status;
    ctx.body = JSON.stringify({ Code: error.code, Message: error.message, Resource: ctx.path });
  }
  ctx.type = 'application/json';
}

/** Refuses (403 AccessDenied) a request the signing user's policies do not allow; the root account may do anything. */
function authorize(req, accessKey) {
  const rawUrl = req.url ?? '/';
  const q = rawUrl.indexOf('?');
  const rawPath = decode((q < 0 ? rawUrl : rawUrl.slice(0, q)).slice(1));
  const slash = rawPath.indexOf('/');
  const bucket = slash < 0 ? rawPath : rawPath.slice(0, slash);
  const key = slash < 0 ? '' : rawPath.slice(slash + 1);
  // MinIO keeps its own configuration (here, the users and policies) out of every account's reach.
  if (bucket === '.minio.sys') throw new S3Error('AccessDenied', 'Access Denied.');
  if (accessKey === undefined || accessKey === rootUser) return;
  if (!Object.hasOwn(iam.users, accessKey)) return; // a V2 request with an unknown key: s3rver refuses it
  const user = iam.users[accessKey];
  const query = new Set(new URLSearchParams(q < 0 ? '' : rawUrl.slice(q + 1)).keys());
  if (user.status !== 'enabled' || !allows(user.policies, requestedActions(req.method, bucket, key, query, req.headers))) {
    throw new S3Error('AccessDenied', 'Access Denied.');
  }
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
loadIam();
const app = new S3rver({
  directory,
  silent: true,
  vhostBuckets: false, // `minio` in http://minio:9000 is a host, not a bucket
});
// MinIO's own folder of the data directory is no bucket.
const listBuckets = app.store.listBuckets.bind(app.store);
app.store.listBuckets = async () => (await listBuckets()).filter((bucket) => bucket.name !== '.minio.sys');
// s3rver deletes a batch's objects all at once, each then removing the folders it left empty: two
// in one folder race (ENOENT, answered InternalError though every object went). One at a time here.
const deleteObject = app.store.deleteObject.bind(app.store);
let deletions = Promise.resolve();
app.store.deleteObject = (bucket, key) => {
  const next = () => deleteObject(bucket, key);
  deletions = deletions.then(next, next);
  return deletions;
};
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
  async function signaturesAndPolicies(ctx, next) {
    const identity = checkSignature(ctx.req);
    if (ctx.path.startsWith(ADMIN_PREFIX)) return admin(ctx, identity);
    authorize(ctx.req, identity.accessKey);
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
