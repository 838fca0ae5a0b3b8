import { Decrypter, Encrypter } from 'age-encryption';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createGunzip, createGzip } from 'node:zlib';
import * as tar from 'tar-stream';

/**
 * A clinic backup is one file: a tar archive (gzip) of the objects of the image store, the rows
 * of each table and, last, the manifest that counts and hashes them, the whole encrypted with age
 * (https://age-encryption.org, the typage implementation). age authenticates every 64 KiB of the
 * file and its end, so a changed byte or a cut-off file fails to decrypt; the manifest's hashes
 * then prove every table and object whole.
 */
export const BACKUP_FORMAT = 'clinic-backup/1';
export const MANIFEST_ENTRY = 'manifest.json';
export const TABLE_PREFIX = 'tables/';
export const OBJECT_PREFIX = 'objects/';
export const BACKUP_SUFFIX = '.backup.age';

export interface TableManifest {
  rows: number;
  sha256: string;
  /** The columns each row holds, as the backup's release named them. */
  columns: string[];
}

export interface ObjectManifest {
  sha256: string;
  size: number;
  contentType: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  /** ISO instant the database snapshot was taken. */
  takenAt: string;
  /** The migrations the database had run, in order: the schema the rows belong to. */
  migrations: string[];
  tables: Record<string, TableManifest>;
  objects: Record<string, ObjectManifest>;
}

export class BackupRefused extends Error {}

/** How backups are encrypted and opened, from the operator's settings. */
export interface BackupKeys {
  /** BACKUP_RECIPIENT: age public keys (age1…), separated by commas or spaces. */
  recipients: string[];
  /** BACKUP_PASSPHRASE. */
  passphrase?: string;
  /** BACKUP_IDENTITY: an age secret key (AGE-SECRET-KEY-1…), or a file holding one or more. */
  identities: string[];
}

const MIN_PASSPHRASE_LENGTH = 12;

export function backupKeysOf(env: NodeJS.ProcessEnv): BackupKeys {
  const recipients = (env.BACKUP_RECIPIENT ?? '').split(/[\s,]+/).filter(Boolean);
  const passphrase = env.BACKUP_PASSPHRASE || undefined;
  let identities: string[] = [];
  const identity = env.BACKUP_IDENTITY?.trim();
  if (identity) {
    const text = identity.startsWith('AGE-SECRET-KEY-') ? identity : existsSync(identity) ? readFileSync(identity, 'utf8') : '';
    identities = text.split('\n').map((line) => line.trim()).filter((line) => line.startsWith('AGE-SECRET-KEY-'));
    if (identities.length === 0) throw new BackupRefused(`BACKUP_IDENTITY holds no age secret key (AGE-SECRET-KEY-1…), nor names a file that does`);
  }
  for (const recipient of recipients) {
    if (!recipient.startsWith('age1')) throw new BackupRefused(`BACKUP_RECIPIENT "${recipient}" is not an age public key (age1…)`);
  }
  return { recipients, passphrase, identities };
}

/** The encrypter for a new backup: to the recipients, else with the passphrase; refused without either. */
export function encrypterFor(keys: BackupKeys): Encrypter {
  const encrypter = new Encrypter();
  if (keys.recipients.length > 0) {
    for (const recipient of keys.recipients) encrypter.addRecipient(recipient);
  } else if (keys.passphrase) {
    if (keys.passphrase.length < MIN_PASSPHRASE_LENGTH) {
      throw new BackupRefused(`BACKUP_PASSPHRASE must be at least ${MIN_PASSPHRASE_LENGTH} characters`);
    }
    encrypter.setPassphrase(keys.passphrase);
  } else {
    throw new BackupRefused(
      'No backup key: set BACKUP_RECIPIENT (an age public key, age1…; the secret key stays off the server) ' +
        'or BACKUP_PASSPHRASE. The clinic’s patients’ data never leaves unencrypted.',
    );
  }
  return encrypter;
}

/** The decrypter of a backup: the identities and the passphrase the operator gave. */
export function decrypterFor(keys: BackupKeys): Decrypter {
  if (keys.identities.length === 0 && !keys.passphrase) {
    throw new BackupRefused('No key to open the backup: set BACKUP_IDENTITY (the age secret key, or a file holding it) or BACKUP_PASSPHRASE');
  }
  const decrypter = new Decrypter();
  for (const identity of keys.identities) decrypter.addIdentity(identity);
  if (keys.passphrase) decrypter.addPassphrase(keys.passphrase);
  return decrypter;
}

export const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

/** Writes a backup's entries, in order, encrypted, to `out`. */
export class BackupWriter {
  private readonly pack = tar.pack();
  private readonly done: Promise<void>;

  constructor(encrypter: Encrypter, out: Writable) {
    const plain = Readable.toWeb(this.pack.pipe(createGzip({ level: 6 }))) as unknown as ReadableStream<Uint8Array>;
    this.done = encrypter.encrypt(plain).then((sealed) => pipeline(Readable.fromWeb(sealed as unknown as WebReadableStream<Uint8Array>), out));
    // Without a listener a failed encryption would be an unhandled rejection until finish() awaits it.
    this.done.catch(() => undefined);
  }

  add(name: string, bytes: Buffer): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pack.entry({ name, size: bytes.length, mtime: new Date(0) }, bytes, (error) => (error ? reject(error) : resolve()));
    });
  }

  async finish(): Promise<void> {
    this.pack.finalize();
    await this.done;
  }

  abort(error: Error) {
    this.pack.destroy(error);
  }
}

/**
 * Reads a backup: decrypts and unpacks `input`, giving each entry's name and bytes to `onEntry`
 * in the order they were written. Throws BackupRefused when the file is not a backup these keys
 * open, or was changed or cut short.
 */
export async function readBackup(input: Readable, keys: BackupKeys, onEntry: (name: string, bytes: Buffer) => Promise<void>): Promise<void> {
  const decrypter = decrypterFor(keys);
  let plain: Readable;
  try {
    const opened = await decrypter.decrypt(Readable.toWeb(input) as unknown as ReadableStream<Uint8Array>);
    plain = Readable.fromWeb(opened as unknown as WebReadableStream<Uint8Array>);
  } catch (error) {
    throw new BackupRefused(`This file is not a clinic backup these keys open (${describe(error)})`);
  }
  const extract = tar.extract();
  // What the caller did with an entry failed: that error, not "damaged", is the answer.
  let entryError: unknown;
  extract.on('entry', (header, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: unknown) => chunks.push(chunk as Buffer));
    stream.on('error', next);
    stream.on('end', () => {
      onEntry(header.name, Buffer.concat(chunks)).then(
        () => next(),
        (error: unknown) => {
          entryError = error;
          next(error as Error);
        },
      );
    });
  });
  try {
    await pipeline(plain, createGunzip(), extract);
  } catch (error) {
    if (entryError !== undefined) throw entryError;
    throw new BackupRefused(`The backup is damaged or incomplete: it was changed or cut short (${describe(error)})`);
  }
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
