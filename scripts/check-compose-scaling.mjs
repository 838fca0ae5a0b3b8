// Static check that `docker compose up --scale backend=N` works: the backend has no fixed container
// name and publishes no host port (either would make a second replica fail to start), and nginx's
// upstream names the backend service, so Docker's DNS gives nginx every replica.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from './nginx-config.mjs';

const compose = parse(readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8'));
const problems = [];
const backend = compose.services?.backend;
if (!backend) problems.push('docker-compose.yml has no backend service');
else {
  if (backend.container_name) problems.push('the backend has a fixed container_name: a second replica could not start');
  if (backend.ports) problems.push('the backend publishes host ports: a second replica could not bind them (nginx reaches it inside the network)');
}
const upstream = readFileSync(join(repoRoot, 'nginx/Dockerfile'), 'utf8').match(/BACKEND_UPSTREAM=(\S+)/)?.[1];
if (upstream !== 'backend:3000') problems.push(`nginx's BACKEND_UPSTREAM is ${upstream}, not the backend service's name (backend:3000)`);
if (compose.services?.nginx?.environment?.BACKEND_UPSTREAM) problems.push('compose overrides BACKEND_UPSTREAM for nginx');
if (problems.length > 0) {
  for (const problem of problems) console.error(`docker-compose.yml: ${problem}`);
  process.exit(1);
}
