import { rmSync } from 'node:fs';

export default async function globalTeardown() {
  const started = globalThis.__clinicTestServers;
  if (!started) return;
  await started.s3?.close();
  await started.pg?.stop();
  for (const dir of started.dirs) rmSync(dir, { recursive: true, force: true });
}
