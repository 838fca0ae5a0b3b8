// Run in the API's own container (`docker-compose exec -T backend node --input-type=module - <root user>
// < check-object-store-account.mjs`), with the object store credentials the running API uses (its
// S3_* settings): they are not MinIO's root account, nothing of the root account is in the API's
// environment, the store refuses them what the API never needs (listing every bucket, creating
// one, writing to another bucket) and allows what it does in its own bucket (put, list, get,
// delete). The object it writes is deleted again.
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';

const require = createRequire('/app/backend/dist/main.js');
const {
  CreateBucketCommand, DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, ListBucketsCommand, ListObjectsV2Command, PutObjectCommand, S3Client,
} = require('@aws-sdk/client-s3');

const rootUser = process.argv[2];
const { S3_ENDPOINT, S3_REGION, S3_BUCKET, S3_ACCESS_KEY, S3_SECRET_KEY } = process.env;
const failures = [];
if (!rootUser) failures.push('name MinIO\'s root user as the argument');
if (S3_ACCESS_KEY === rootUser) failures.push(`the API reaches the object store as MinIO's root account (${rootUser})`);
const rootSettings = Object.keys(process.env).filter((name) => name.startsWith('MINIO_ROOT'));
if (rootSettings.length > 0) failures.push(`the API's environment holds ${rootSettings.join(', ')}`);

const client = new S3Client({
  endpoint: S3_ENDPOINT,
  region: S3_REGION || 'us-east-1',
  forcePathStyle: true,
  credentials: { accessKeyId: S3_ACCESS_KEY, secretAccessKey: S3_SECRET_KEY },
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
  maxAttempts: 1,
});
/** 'done', or the error's name (AccessDenied for a refusal). */
async function attempt(command) {
  try {
    await client.send(command);
    return 'done';
  } catch (error) {
    return error.name ?? String(error);
  }
}

const stranger = `clinic-check-${randomBytes(4).toString('hex')}`;
const refused = {
  'ListBuckets': new ListBucketsCommand({}),
  [`CreateBucket ${stranger}`]: new CreateBucketCommand({ Bucket: stranger }),
  [`PutObject into ${S3_BUCKET}-other`]: new PutObjectCommand({ Bucket: `${S3_BUCKET}-other`, Key: 'check.txt', Body: 'not the clinic\'s bucket' }),
};
for (const [what, command] of Object.entries(refused)) {
  const outcome = await attempt(command);
  if (outcome !== 'AccessDenied') failures.push(`${what}: ${outcome === 'done' ? 'allowed' : `failed with ${outcome}, not AccessDenied`}`);
}

const key = `compose-check/${randomBytes(6).toString('hex')}.txt`;
const body = `written with the API's own account at ${new Date().toISOString()}`;
const allowed = [
  ['HeadBucket', () => client.send(new HeadBucketCommand({ Bucket: S3_BUCKET }))],
  ['PutObject', () => client.send(new PutObjectCommand({ Bucket: S3_BUCKET, Key: key, Body: body, ContentType: 'text/plain' }))],
  ['ListObjectsV2', async () => {
    const page = await client.send(new ListObjectsV2Command({ Bucket: S3_BUCKET, Prefix: 'compose-check/' }));
    if (!page.Contents?.some((object) => object.Key === key)) throw new Error(`${key} is not listed`);
  }],
  ['GetObject', async () => {
    const object = await client.send(new GetObjectCommand({ Bucket: S3_BUCKET, Key: key }));
    if ((await object.Body.transformToString()) !== body) throw new Error('it read back other bytes');
  }],
  ['DeleteObject', () => client.send(new DeleteObjectCommand({ Bucket: S3_BUCKET, Key: key }))],
];
for (const [what, run] of allowed) {
  try {
    await run();
  } catch (error) {
    failures.push(`${what} in ${S3_BUCKET}: ${error.name}: ${error.message}`);
  }
}
const gone = await attempt(new GetObjectCommand({ Bucket: S3_BUCKET, Key: key }));
if (gone !== 'NoSuchKey') failures.push(`${key} is still there after its deletion (${gone})`);
client.destroy();

if (failures.length > 0) {
  for (const failure of failures) console.error(`✗ ${failure}`);
  process.exit(1);
}
console.log(
  `✓ the API reaches the object store as "${S3_ACCESS_KEY}", not the root account, with no MINIO_ROOT_* in its environment; ` +
    `refused: ${Object.keys(refused).join('; ')}; allowed in ${S3_BUCKET}: ${allowed.map(([what]) => what).join(', ')}`,
);
