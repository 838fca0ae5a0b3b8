#!/usr/bin/env node
// The `mc` command of the stand-in image: what the project calls of MinIO's client, with its
// syntax, its messages' shape and its exit codes (0, or 1 after `mc: <ERROR> ...` on stderr).
//   mc alias set NAME URL ACCESS_KEY SECRET_KEY   checks the keys (ListBuckets), stores the alias
//   mc ready ALIAS                                 the health check (one attempt, mc retries)
//   mc mb [--ignore-existing|-p] ALIAS/BUCKET
//   mc anonymous set none|private ALIAS/BUCKET     (get ALIAS/BUCKET too)
//   mc mirror [--overwrite] [--remove] SRC DST     each a local folder or ALIAS/BUCKET[/PREFIX]
//   mc admin user add ALIAS ACCESSKEY SECRETKEY    a user, or a new secret for one (info, list, remove too)
//   mc admin policy create ALIAS NAME FILE.json    an IAM policy, or new statements for one (info, list, remove too)
//   mc admin policy attach|detach ALIAS POLICY... --user ACCESSKEY
// The admin commands speak the stand-in server's own admin API (MinIO's paths, signed with the
// alias's keys, which must be the root account's; plain JSON bodies, where MinIO's are encrypted).
// Aliases come from MC_HOST_<NAME> (http://KEY:SECRET@HOST:PORT), then the config file
// (MC_CONFIG_DIR or --config-dir, else ~/.mc/config.json, version 10 as mc writes it), then the
// built-in `local` (http://localhost:9000) that the official image's `mc ready local` uses: its keys
// here are MINIO_ROOT_USER / MINIO_ROOT_PASSWORD when set.
// Not kept: every other command and flag (they fail saying so; of mc admin, groups, service
// accounts, user enable/disable among them), --json, mc's retries, multipart
// uploads, metadata other than the content type. mirror compares size and MD5 (mc: size only),
// so a changed object of the same size is an overwrite too; from a local folder the content type
// comes from the extension (as mc), to a local folder it is not kept (files have none).
import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

const RELEASE = 'RELEASE.2025-04-16T18-13-26Z';

class McError extends Error {}
const fail = (message) => {
  throw new McError(message);
};

// ---- command line ------------------------------------------------------------------------------

/** Splits arguments into flags (by their long name) and positional arguments. */
function parseArgs(args, spec) {
  const flags = {};
  const positional = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--') {
      positional.push(...args.slice(i + 1));
      break;
    }
    if (!arg.startsWith('-') || arg === '-') {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const given = eq > 0 ? arg.slice(0, eq) : arg;
    const name = spec.aliases?.[given] ?? given.replace(/^--?/, '');
    if (spec.booleans?.includes(name)) {
      flags[name] = true;
    } else if (spec.values?.includes(name)) {
      if (eq > 0) flags[name] = arg.slice(eq + 1);
      else if (i + 1 < args.length) flags[name] = args[++i];
      else fail(`Flag ${given} needs a value.`);
    } else {
      fail(`Flag ${given} is not supported by the MinIO stand-in's mc.`);
    }
  }
  return { flags, positional };
}

const GLOBAL = {
  booleans: ['quiet', 'no-color', 'insecure', 'debug', 'disable-pipe', 'json', 'help', 'version'],
  values: ['config-dir'],
  aliases: { '-q': 'quiet', '-C': 'config-dir', '-h': 'help', '-v': 'version' },
};

// ---- configuration and aliases -----------------------------------------------------------------

let configDir = process.env.MC_CONFIG_DIR || path.join(os.homedir(), '.mc');
const configFile = () => path.join(configDir, 'config.json');

function readConfig() {
  let text;
  try {
    text = fs.readFileSync(configFile(), 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return { version: '10', aliases: {} };
    fail(`Unable to read the configuration file \`${configFile()}\`. ${error.message}`);
  }
  try {
    const config = JSON.parse(text);
    return { ...config, version: '10', aliases: config.aliases ?? {} };
  } catch (error) {
    fail(`Unable to parse the configuration file \`${configFile()}\`. ${error.message}`);
  }
}

function writeConfig(config) {
  fs.mkdirSync(configDir, { recursive: true, mode: 0o700 });
  const temporary = `${configFile()}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(config, null, '\t')}\n`, { mode: 0o600 });
  fs.renameSync(temporary, configFile());
}

const ALIAS_NAME = /^[a-zA-Z][a-zA-Z0-9_-]*$/;

function checkUrl(text) {
  let url;
  try {
    url = new URL(text);
  } catch {
    fail(`Invalid URL \`${text}\`. URL must be http:// or https:// followed by a host.`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || !url.host) {
    fail(`Invalid URL \`${text}\`. URL must be http:// or https:// followed by a host.`);
  }
  return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
}

/** The alias's url and keys, or null when NAME is not an alias (then it is a local path). */
function findAlias(name) {
  if (!ALIAS_NAME.test(name)) return null;
  const fromEnv = process.env[`MC_HOST_${name}`];
  if (fromEnv) {
    const url = new URL(fromEnv);
    return {
      name,
      url: `${url.protocol}//${url.host}`,
      accessKey: decodeURIComponent(url.username),
      secretKey: decodeURIComponent(url.password),
    };
  }
  const stored = readConfig().aliases[name];
  if (stored) return { name, url: stored.url, accessKey: stored.accessKey ?? '', secretKey: stored.secretKey ?? '' };
  if (name === 'local') {
    return {
      name,
      url: 'http://localhost:9000',
      accessKey: process.env.MINIO_ROOT_USER ?? '',
      secretKey: process.env.MINIO_ROOT_PASSWORD ?? '',
    };
  }
  return null;
}

/** ALIAS/BUCKET[/PREFIX] as { alias, bucket, key }, or { local } for a path on this machine. */
function parseTarget(text) {
  const slash = text.indexOf('/');
  const alias = slash > 0 ? findAlias(text.slice(0, slash)) : findAlias(text);
  if (!alias) return { local: text };
  const rest = slash > 0 ? text.slice(slash + 1) : '';
  const bucketEnd = rest.indexOf('/');
  const bucket = bucketEnd < 0 ? rest : rest.slice(0, bucketEnd);
  const key = bucketEnd < 0 ? '' : rest.slice(bucketEnd + 1);
  return { alias, bucket, key, text: text.replace(/\/+$/, '') };
}

// ---- S3 ----------------------------------------------------------------------------------------

let sdk;
async function s3(alias, maxAttempts = 3) {
  sdk ??= await import('@aws-sdk/client-s3');
  if (!alias.accessKey || !alias.secretKey) {
    fail(`The alias \`${alias.name}\` has no access key and secret key (the stand-in makes signed requests only).`);
  }
  return new sdk.S3Client({
    endpoint: alias.url,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: alias.accessKey, secretAccessKey: alias.secretKey },
    // s3rver, behind the stand-in's MinIO, knows neither the SDK's default checksums nor aws-chunked.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts,
  });
}

/** One readable reason for a failed request, as the server or the network gave it. */
function reason(error) {
  if (error instanceof McError) return error.message;
  if (error?.name === 'TimeoutError' || error?.name === 'AbortError') return 'The request timed out.';
  if (error?.$metadata) {
    const status = error.$metadata.httpStatusCode;
    if (error.message && error.message !== 'UnknownError') return error.message;
    if (status === 404) return 'The specified bucket or object does not exist.';
    if (status === 403) return 'Access Denied.';
    return `${error.name} (HTTP ${status}).`;
  }
  const cause = error?.cause ?? error;
  if (cause instanceof AggregateError || cause?.errors?.length) {
    return cause.errors.map((inner) => inner.message).join('; ');
  }
  return cause?.message || cause?.code || String(cause);
}

/** The keys were accepted (signature checked) but the account's policy does not allow the request. */
const refusedByPolicy = (error) => error?.name === 'AccessDenied';

const isMissing = (error) =>
  error?.$metadata?.httpStatusCode === 404 || ['NotFound', 'NoSuchBucket', 'NoSuchKey'].includes(error?.name);

function needBucket(target, usage) {
  if (target.local !== undefined || !target.bucket) fail(`${usage}: expected ALIAS/BUCKET, got \`${target.text ?? target.local}\`.`);
}

// ---- commands ----------------------------------------------------------------------------------

async function aliasCommand(args) {
  const [sub, ...rest] = args;
  if (sub === 'set' || sub === 's') {
    const { positional } = parseArgs(rest, { values: ['api', 'path'] });
    if (positional.length !== 4) {
      fail('Usage: mc alias set ALIAS URL ACCESS_KEY SECRET_KEY (the stand-in does not prompt for keys).');
    }
    const [name, rawUrl, accessKey, secretKey] = positional;
    if (!ALIAS_NAME.test(name)) fail(`Alias \`${name}\` is not valid: it starts with a letter, then letters, digits, - or _.`);
    const url = checkUrl(rawUrl);
    const client = await s3({ name, url, accessKey, secretKey }, 1);
    try {
      await client.send(new sdk.ListBucketsCommand({}), { abortSignal: AbortSignal.timeout(15000) });
    } catch (error) {
      // As mc: keys the server accepts are good ones, even where their policy refuses the probe.
      if (!refusedByPolicy(error)) fail(`Unable to initialize new alias from the provided credentials. ${reason(error)}`);
    } finally {
      client.destroy();
    }
    const config = readConfig();
    config.aliases[name] = { url, accessKey, secretKey, api: 's3v4', path: 'auto' };
    writeConfig(config);
    console.log(`Added \`${name}\` successfully.`);
    return;
  }
  if (sub === 'list' || sub === 'ls') {
    for (const [name, alias] of Object.entries(readConfig().aliases)) console.log(`${name}\n  URL       : ${alias.url}\n  AccessKey : ${alias.accessKey}\n`);
    return;
  }
  fail(`mc alias ${sub ?? ''}: the stand-in knows \`mc alias set\` and \`mc alias list\` only.`);
}

async function readyCommand(args) {
  const { positional } = parseArgs(args, { booleans: ['cluster-read', 'maintenance'] });
  if (positional.length !== 1) fail('Usage: mc ready ALIAS');
  const alias = findAlias(positional[0].replace(/\/+$/, ''));
  if (!alias) fail(`Unable to find the alias \`${positional[0]}\`.`);
  try {
    const response = await fetch(`${alias.url}/minio/health/ready`, { signal: AbortSignal.timeout(4000) });
    if (response.status !== 200) fail(`The health endpoint answered HTTP ${response.status}.`);
    // The stand-in also checks what the project needs of a ready server: its keys are accepted.
    if (alias.accessKey && alias.secretKey) {
      const client = await s3(alias, 1);
      try {
        await client.send(new sdk.ListBucketsCommand({}), { abortSignal: AbortSignal.timeout(4000) });
      } catch (error) {
        if (!refusedByPolicy(error)) throw error;
      } finally {
        client.destroy();
      }
    }
  } catch (error) {
    fail(`The cluster is not ready. ${reason(error)}`);
  }
  console.log('The cluster is ready');
}

async function mbCommand(args) {
  const { flags, positional } = parseArgs(args, {
    booleans: ['ignore-existing'],
    values: ['region'],
    aliases: { '-p': 'ignore-existing' },
  });
  if (positional.length === 0) fail('Usage: mc mb [--ignore-existing] ALIAS/BUCKET');
  for (const text of positional) {
    const target = parseTarget(text);
    if (target.local !== undefined) {
      if (fs.existsSync(target.local) && !flags['ignore-existing']) fail(`Unable to make folder \`${text}\`. It already exists.`);
      fs.mkdirSync(target.local, { recursive: true });
      console.log(`Bucket created successfully \`${text}\`.`);
      continue;
    }
    needBucket(target, 'mc mb');
    if (target.key.replace(/\/+$/, '')) fail(`Unable to make bucket \`${text}\`. The stand-in makes buckets, not folders in them.`);
    const client = await s3(target.alias);
    try {
      await client.send(new sdk.CreateBucketCommand({ Bucket: target.bucket }));
    } catch (error) {
      const exists = ['BucketAlreadyOwnedByYou', 'BucketAlreadyExists'].includes(error?.name);
      if (!exists) fail(`Unable to make bucket \`${target.text}\`. ${reason(error)}`);
      if (!flags['ignore-existing']) {
        fail(`Unable to make bucket \`${target.text}\`. Your previous request to create the named bucket succeeded and you already own it.`);
      }
    } finally {
      client.destroy();
    }
    console.log(`Bucket created successfully \`${target.text}\`.`);
  }
}

async function anonymousCommand(args) {
  const [sub, ...rest] = args;
  const { positional } = parseArgs(rest, {});
  let permission, text;
  if (sub === 'set' && positional.length === 2) [permission, text] = positional;
  else if (sub === 'get' && positional.length === 1) [text] = positional;
  else fail('Usage: mc anonymous set none ALIAS/BUCKET, or mc anonymous get ALIAS/BUCKET');
  if (permission !== undefined && !['none', 'private'].includes(permission)) {
    fail(`Unable to set anonymous \`${permission}\` for \`${text}\`. The stand-in keeps every bucket private (no bucket policies): only \`none\` is possible.`);
  }
  const target = parseTarget(text);
  needBucket(target, `mc anonymous ${sub}`);
  const client = await s3(target.alias);
  try {
    await client.send(new sdk.HeadBucketCommand({ Bucket: target.bucket }));
  } catch (error) {
    const why = isMissing(error) ? 'The specified bucket does not exist.' : reason(error);
    fail(sub === 'set' ? `Unable to set anonymous \`${permission}\` for \`${target.text}\`. ${why}` : `Unable to get anonymous for \`${target.text}\`. ${why}`);
  } finally {
    client.destroy();
  }
  if (sub === 'set') console.log(`Access permission for \`${target.text}\` is set to \`${permission}\``);
  else console.log(`Access permission for \`${target.text}\` is \`private\``);
}

// ---- mirror ------------------------------------------------------------------------------------

const CONTENT_TYPES = {
  avif: 'image/avif', bmp: 'image/bmp', gif: 'image/gif', heic: 'image/heic', heif: 'image/heif', ico: 'image/x-icon',
  jpeg: 'image/jpeg', jpg: 'image/jpeg', png: 'image/png', svg: 'image/svg+xml', tif: 'image/tiff', tiff: 'image/tiff',
  webp: 'image/webp', css: 'text/css; charset=utf-8', csv: 'text/csv; charset=utf-8', htm: 'text/html; charset=utf-8',
  html: 'text/html; charset=utf-8', js: 'text/javascript; charset=utf-8', mjs: 'text/javascript; charset=utf-8',
  md: 'text/markdown; charset=utf-8', txt: 'text/plain; charset=utf-8', xml: 'text/xml; charset=utf-8',
  json: 'application/json', pdf: 'application/pdf', zip: 'application/zip', gz: 'application/gzip',
  tar: 'application/x-tar', wasm: 'application/wasm', woff: 'font/woff', woff2: 'font/woff2', ttf: 'font/ttf',
  otf: 'font/otf', mp3: 'audio/mpeg', ogg: 'audio/ogg', wav: 'audio/wav', mp4: 'video/mp4', webm: 'video/webm',
};
const guessType = (name) => CONTENT_TYPES[path.extname(name).slice(1).toLowerCase()] ?? 'application/octet-stream';

async function md5OfStream(stream) {
  const hash = createHash('md5');
  for await (const chunk of stream) hash.update(chunk);
  return hash.digest('hex');
}

/** A relative key as a safe relative path (no empty, `.` or `..` parts). */
function safeRelative(rel) {
  const parts = rel.split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..')) fail(`\`${rel}\` cannot be a file name here.`);
  return path.join(...parts);
}

class LocalSide {
  constructor(dir) {
    this.dir = dir;
    this.root = path.resolve(dir);
  }

  label(rel) {
    return path.join(this.dir, ...rel.split('/'));
  }

  /** Map of relative path (with /) to { size }, or null when the folder does not exist. */
  async list() {
    let stat;
    try {
      stat = await fsp.stat(this.root);
    } catch (error) {
      if (error.code === 'ENOENT') return null;
      throw error;
    }
    if (!stat.isDirectory()) fail(`\`${this.dir}\` is not a folder.`);
    const entries = new Map();
    const walk = async (dir, prefix) => {
      for (const entry of await fsp.readdir(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        const rel = prefix + entry.name;
        const info = entry.isSymbolicLink() ? await fsp.stat(full).catch(() => null) : entry;
        if (!info) continue;
        if (info.isDirectory()) await walk(full, `${rel}/`);
        else if (info.isFile()) entries.set(rel, { size: (await fsp.stat(full)).size });
      }
    };
    await walk(this.root, '');
    return entries;
  }

  async create() {
    await fsp.mkdir(this.root, { recursive: true });
  }

  md5(rel) {
    return md5OfStream(fs.createReadStream(path.join(this.root, safeRelative(rel))));
  }

  async read(rel) {
    const file = path.join(this.root, safeRelative(rel));
    return { body: fs.createReadStream(file), size: (await fsp.stat(file)).size, contentType: guessType(rel) };
  }

  async write(rel, { body }) {
    const file = path.join(this.root, safeRelative(rel));
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.part.minio`;
    try {
      await pipeline(body, fs.createWriteStream(partial));
      await fsp.rename(partial, file);
    } catch (error) {
      await fsp.rm(partial, { force: true });
      throw error;
    }
  }

  async remove(rel) {
    const file = path.join(this.root, safeRelative(rel));
    await fsp.unlink(file);
    // Folders left empty go too, up to the mirror's own.
    for (let dir = path.dirname(file); dir.startsWith(this.root + path.sep); dir = path.dirname(dir)) {
      try {
        await fsp.rmdir(dir);
      } catch {
        break;
      }
    }
  }
}

class StoreSide {
  constructor(target, client) {
    this.target = target;
    this.client = client;
    this.bucket = target.bucket;
    const prefix = target.key.replace(/\/+$/, '');
    this.prefix = prefix ? `${prefix}/` : '';
  }

  label(rel) {
    return `${this.target.alias.name}/${this.bucket}/${this.prefix}${rel}`;
  }

  async list() {
    try {
      await this.client.send(new sdk.HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    const entries = new Map();
    let ContinuationToken;
    do {
      const page = await this.client.send(
        new sdk.ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix || undefined, ContinuationToken }),
      );
      for (const object of page.Contents ?? []) {
        const rel = object.Key.slice(this.prefix.length);
        if (!rel || rel.endsWith('/')) continue; // folder markers
        entries.set(rel, { size: object.Size, etag: object.ETag?.replace(/"/g, '') });
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return entries;
  }

  async create() {
    try {
      await this.client.send(new sdk.CreateBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      if (!['BucketAlreadyOwnedByYou', 'BucketAlreadyExists'].includes(error?.name)) throw error;
    }
  }

  async md5(rel, info) {
    if (/^[0-9a-f]{32}$/.test(info?.etag ?? '')) return info.etag; // a single-part upload's ETag
    return md5OfStream((await this.read(rel)).body);
  }

  async read(rel) {
    const object = await this.client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: this.prefix + rel }));
    return { body: object.Body, size: object.ContentLength, contentType: object.ContentType };
  }

  async write(rel, { body, size, contentType }) {
    await this.client.send(
      new sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: this.prefix + rel,
        Body: body,
        ContentLength: size,
        ContentType: contentType || guessType(rel),
      }),
    );
  }

  async remove(rel) {
    await this.client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: this.prefix + rel }));
  }
}

async function side(text) {
  const target = parseTarget(text);
  if (target.local !== undefined) return new LocalSide(target.local);
  if (!target.bucket) fail(`\`${text}\`: mirror needs a bucket after the alias (ALIAS/BUCKET).`);
  return new StoreSide(target, await s3(target.alias));
}

async function mirrorCommand(args, quiet) {
  const { flags, positional } = parseArgs(args, {
    booleans: ['overwrite', 'remove', 'quiet'],
    aliases: { '-q': 'quiet' },
  });
  quiet ||= flags.quiet;
  if (positional.length !== 2) fail('Usage: mc mirror [--overwrite] [--remove] SOURCE TARGET');
  const [sourceText, targetText] = positional;
  const source = await side(sourceText);
  const target = await side(targetText);
  let sourceEntries, targetEntries;
  try {
    sourceEntries = await source.list();
  } catch (error) {
    fail(`Unable to read from \`${sourceText}\`. ${reason(error)}`);
  }
  if (!sourceEntries) fail(`Unable to read from \`${sourceText}\`. It does not exist.`);
  try {
    targetEntries = await target.list();
    if (!targetEntries) {
      await target.create();
      targetEntries = new Map();
    }
  } catch (error) {
    fail(`Unable to prepare \`${targetText}\`. ${reason(error)}`);
  }

  const errors = [];
  let copied = 0;
  let bytes = 0;
  let removed = 0;
  const work = [...sourceEntries.keys()].sort();
  const one = async (rel) => {
    const from = source.label(rel);
    const to = target.label(rel);
    try {
      const there = targetEntries.get(rel);
      if (there) {
        const here = sourceEntries.get(rel);
        const same = there.size === here.size && (await source.md5(rel, here)) === (await target.md5(rel, there));
        if (same) return;
        if (!flags.overwrite) {
          fail(`Failed to perform mirroring. Overwrite not allowed for \`${to}\`. Use \`--overwrite\` to override this behavior.`);
        }
      }
      const object = await source.read(rel);
      await target.write(rel, object);
      copied += 1;
      bytes += object.size ?? 0;
      console.log(`\`${from}\` -> \`${to}\``);
    } catch (error) {
      errors.push(error instanceof McError ? error.message : `Failed to copy \`${from}\`. ${reason(error)}`);
    }
  };
  const workers = Array.from({ length: 4 }, async () => {
    while (work.length) await one(work.shift());
  });
  await Promise.all(workers);

  if (flags.remove) {
    for (const rel of [...targetEntries.keys()].sort()) {
      if (sourceEntries.has(rel)) continue;
      try {
        await target.remove(rel);
        removed += 1;
        console.log(`Removed \`${target.label(rel)}\``);
      } catch (error) {
        errors.push(`Failed to remove \`${target.label(rel)}\`. ${reason(error)}`);
      }
    }
  }
  source.client?.destroy();
  target.client?.destroy();
  if (!quiet) console.log(`Total: ${copied} object(s) copied (${bytes} B), ${removed} removed, ${errors.length} failed`);
  if (errors.length) {
    for (const message of errors) console.error(`mc: <ERROR> ${message}`);
    process.exitCode = 1;
  }
}

// ---- admin: users and policies -----------------------------------------------------------------

const rfc3986 = (text) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256hex = (data) => createHash('sha256').update(data).digest('hex');
const hmac = (key, data) => createHmac('sha256', key).update(data).digest();

/** One call of the server's admin API, signed (version 4) with the alias's keys; answers its JSON. */
async function adminCall(alias, method, call, params = {}, body = '') {
  if (!alias.accessKey || !alias.secretKey) fail(`The alias \`${alias.name}\` has no access key and secret key.`);
  const url = new URL(alias.url);
  const path = `/minio/admin/v3/${call}`;
  const query = Object.entries(params)
    .map(([key, value]) => [rfc3986(key), rfc3986(value)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const amzDate = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const date = amzDate.slice(0, 8);
  const payloadHash = sha256hex(body);
  const headers = { host: url.host, 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate };
  const signedHeaders = Object.keys(headers).join(';');
  const canonical = [method, path, query, ...Object.entries(headers).map(([name, value]) => `${name}:${value}`), '', signedHeaders, payloadHash].join('\n');
  const scope = `${date}/us-east-1/s3/aws4_request`;
  let key = hmac(`AWS4${alias.secretKey}`, date);
  for (const part of ['us-east-1', 's3', 'aws4_request']) key = hmac(key, part);
  const signature = createHmac('sha256', key).update(['AWS4-HMAC-SHA256', amzDate, scope, sha256hex(canonical)].join('\n')).digest('hex');
  let response;
  try {
    response = await fetch(`${alias.url}${path}${query ? `?${query}` : ''}`, {
      method,
      headers: {
        'x-amz-content-sha256': payloadHash,
        'x-amz-date': amzDate,
        authorization: `AWS4-HMAC-SHA256 Credential=${alias.accessKey}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
      },
      body: body || undefined,
      signal: AbortSignal.timeout(15000),
    });
  } catch (error) {
    fail(reason(error));
  }
  const text = await response.text();
  let answer;
  try {
    answer = text ? JSON.parse(text) : {};
  } catch {
    // A refusal before the admin API (a bad signature) comes as S3's XML.
    answer = { Message: /<Message>([^<]*)<\/Message>/.exec(text)?.[1] ?? `HTTP ${response.status}` };
  }
  if (!response.ok) fail(answer.Message || `HTTP ${response.status}`);
  return answer;
}

function adminAlias(text) {
  const alias = findAlias(String(text ?? '').replace(/\/+$/, ''));
  if (!alias) fail(`Unable to find the alias \`${text}\`.`);
  return alias;
}

/** Runs `call`; a failure's message is put after `what` as mc puts it ("Unable to … . <reason>"). */
async function attempt(what, call) {
  try {
    return await call();
  } catch (error) {
    fail(`${what}. ${reason(error)}`);
  }
}

async function adminUserCommand([sub, ...args]) {
  const { positional } = parseArgs(args, {});
  const usage = (line) => fail(`Usage: mc admin user ${line}`);
  switch (sub) {
    case 'add': {
      if (positional.length !== 3) usage('add ALIAS ACCESSKEY SECRETKEY (the stand-in does not prompt for keys)');
      const [aliasName, accessKey, secretKey] = positional;
      await attempt('Unable to add new user', () =>
        adminCall(adminAlias(aliasName), 'PUT', 'add-user', { accessKey }, JSON.stringify({ secretKey, status: 'enabled' })),
      );
      return console.log(`Added user \`${accessKey}\` successfully.`);
    }
    case 'remove':
    case 'rm': {
      if (positional.length !== 2) usage('remove ALIAS ACCESSKEY');
      await attempt('Unable to remove user', () => adminCall(adminAlias(positional[0]), 'DELETE', 'remove-user', { accessKey: positional[1] }));
      return console.log(`Removed user \`${positional[1]}\` successfully.`);
    }
    case 'info': {
      if (positional.length !== 2) usage('info ALIAS ACCESSKEY');
      const info = await attempt('Unable to get user info', () => adminCall(adminAlias(positional[0]), 'GET', 'user-info', { accessKey: positional[1] }));
      return console.log(`AccessKey: ${positional[1]}\nStatus: ${info.status}\nPolicyName: ${info.policyName}\nMemberOf: []`);
    }
    case 'list':
    case 'ls': {
      if (positional.length !== 1) usage('list ALIAS');
      const users = await attempt('Unable to list user', () => adminCall(adminAlias(positional[0]), 'GET', 'list-users'));
      for (const [accessKey, user] of Object.entries(users)) console.log(`${user.status.padEnd(9)} ${accessKey.padEnd(20)} ${user.policyName}`);
      return;
    }
    default:
      fail(`\`mc admin user ${sub ?? ''}\` is not a command of the MinIO stand-in's mc (add, remove, info, list).`);
  }
}

async function adminPolicyCommand([sub, ...args]) {
  const usage = (line) => fail(`Usage: mc admin policy ${line}`);
  switch (sub) {
    case 'create': {
      const { positional } = parseArgs(args, {});
      if (positional.length !== 3) usage('create ALIAS NAME FILE.json');
      const [aliasName, name, file] = positional;
      let policy;
      try {
        policy = fs.readFileSync(file, 'utf8');
      } catch (error) {
        fail(`Unable to read the policy document \`${file}\`. ${error.message}`);
      }
      await attempt('Unable to create new policy', () => adminCall(adminAlias(aliasName), 'PUT', 'add-canned-policy', { name }, policy));
      return console.log(`Created policy \`${name}\` successfully.`);
    }
    case 'remove':
    case 'rm': {
      const { positional } = parseArgs(args, {});
      if (positional.length !== 2) usage('remove ALIAS NAME');
      await attempt('Unable to remove policy', () => adminCall(adminAlias(positional[0]), 'DELETE', 'remove-canned-policy', { name: positional[1] }));
      return console.log(`Removed policy \`${positional[1]}\` successfully.`);
    }
    case 'info': {
      const { positional } = parseArgs(args, {});
      if (positional.length !== 2) usage('info ALIAS NAME');
      const policy = await attempt('Unable to fetch policy info', () => adminCall(adminAlias(positional[0]), 'GET', 'info-canned-policy', { name: positional[1] }));
      return console.log(JSON.stringify(policy, null, 1));
    }
    case 'list':
    case 'ls': {
      const { positional } = parseArgs(args, {});
      if (positional.length !== 1) usage('list ALIAS');
      const policies = await attempt('Unable to list policy', () => adminCall(adminAlias(positional[0]), 'GET', 'list-canned-policies'));
      for (const name of Object.keys(policies)) console.log(name);
      return;
    }
    case 'attach':
    case 'detach': {
      const { flags, positional } = parseArgs(args, { values: ['user', 'group'], aliases: { '-u': 'user', '-g': 'group' } });
      if (flags.group) fail('The MinIO stand-in has no groups: use --user.');
      if (!flags.user || positional.length < 2) usage(`${sub} ALIAS POLICY [POLICY...] --user ACCESSKEY`);
      const [aliasName, ...policies] = positional;
      const answer = await attempt('Unable to make user/group policy association', () =>
        adminCall(adminAlias(aliasName), 'POST', `idp/builtin/policy/${sub}`, {}, JSON.stringify({ policies, user: flags.user })),
      );
      const changed = sub === 'attach' ? answer.policiesAttached : answer.policiesDetached;
      return console.log(`${sub === 'attach' ? 'Attached' : 'Detached'} Policies: [${(changed ?? policies).join(' ')}]\n${sub === 'attach' ? 'To' : 'From'} User: ${flags.user}`);
    }
    default:
      fail(`\`mc admin policy ${sub ?? ''}\` is not a command of the MinIO stand-in's mc (create, remove, info, list, attach, detach).`);
  }
}

async function adminCommand([area, ...args]) {
  if (area === 'user') return adminUserCommand(args);
  if (area === 'policy') return adminPolicyCommand(args);
  fail(`\`mc admin ${area ?? ''}\` is not a command of the MinIO stand-in's mc (admin user, admin policy).`);
}

// ---- main --------------------------------------------------------------------------------------

const USAGE = `Usage: mc [--quiet] [--config-dir DIR] COMMAND ...
MinIO stand-in's mc (${RELEASE}): alias set, ready, mb, anonymous set|get, mirror, admin user|policy.
`;

async function main(argv) {
  // Global flags come before the command (and mc accepts --quiet after it too, in mirror).
  let i = 0;
  const leading = [];
  while (i < argv.length && argv[i].startsWith('-')) {
    leading.push(argv[i]);
    if (['--config-dir', '-C'].includes(argv[i]) && i + 1 < argv.length) leading.push(argv[++i]);
    i++;
  }
  const { flags } = parseArgs(leading, GLOBAL);
  if (flags.version) return console.log(`mc version ${RELEASE} (stand-in)`);
  if (flags.help || i >= argv.length) {
    process.stdout.write(USAGE);
    if (!flags.help) process.exitCode = 1;
    return;
  }
  if (flags.json) fail('--json is not supported by the MinIO stand-in\'s mc.');
  if (flags['config-dir']) configDir = flags['config-dir'];
  const [command, ...args] = argv.slice(i);
  switch (command) {
    case 'alias':
      return aliasCommand(args);
    case 'ready':
      return readyCommand(args);
    case 'mb':
      return mbCommand(args);
    case 'anonymous':
      return anonymousCommand(args);
    case 'mirror':
      return mirrorCommand(args, flags.quiet);
    case 'admin':
      return adminCommand(args);
    case 'version':
      return console.log(`mc version ${RELEASE} (stand-in)`);
    default:
      fail(`\`${command}\` is not a command of the MinIO stand-in's mc (alias set, ready, mb, anonymous, mirror, admin).`);
  }
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  console.error(`mc: <ERROR> ${error instanceof McError ? error.message : reason(error)}`);
  process.exitCode = 1;
}
