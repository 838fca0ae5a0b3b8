// Postgres refuses to run as root, and nginx started by root hands its workers to `nobody`; neither
// can then enter a clone or a DATA_DIR inside a 0700 folder such as /root. So when root runs the
// site or the tests, this re-executes the command in a user namespace where root is seen as
// `nobody`: Postgres and nginx then run as the invoking user, with the access the owner of those
// files has and without root's privileges. Nothing outside the namespace changes: no permissions,
// no system users.
//
//   node scripts/unprivileged.mjs <command> [args…]   runs the command that way (tests use it)
//   import { reexecUnprivileged } …                  the same for the current node script
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const UNSHARE = ['/usr/bin/unshare', '/bin/unshare'].find(existsSync);

/** uid and gid of `nobody`, whose passwd entry initdb needs inside the namespace. */
function nobody() {
  const entry = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .map((line) => line.split(':'))
    .find((fields) => fields[0] === 'nobody');
  return entry ? { uid: entry[2], gid: entry[3] } : { uid: '65534', gid: '65534' };
}

let probed;
/** The `unshare` arguments that run a command as root-seen-as-nobody, or undefined where the machine refuses. */
function namespaceArgs() {
  if (probed !== undefined) return probed || undefined;
  probed = false;
  if (!UNSHARE) return undefined;
  const { uid, gid } = nobody();
  const args = ['--user', `--map-user=${uid}`, `--map-group=${gid}`, '--'];
  if (spawnSync(UNSHARE, [...args, '/bin/true'], { stdio: 'ignore' }).status === 0) probed = args;
  return probed || undefined;
}

export const isRoot = () => process.getuid?.() === 0;

/**
 * Runs a command to completion, unprivileged as root (where user namespaces are allowed), as it
 * is otherwise; passes signals on and resolves the command's exit code.
 */
export function runUnprivileged(command, args) {
  const prefix = isRoot() ? namespaceArgs() : undefined;
  const child = prefix ? spawn(UNSHARE, [...prefix, command, ...args], { stdio: 'inherit' }) : spawn(command, args, { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  return new Promise((done) => child.on('exit', (code) => done(code ?? 1)));
}

/**
 * Replaces the current node process by itself run unprivileged, when it runs as root. Returns
 * false (and does nothing) when it is not root or the machine refuses user namespaces.
 */
export function reexecUnprivileged() {
  if (!isRoot() || !namespaceArgs()) return false;
  const self = [...process.execArgv, ...process.argv.slice(1)];
  if (typeof process.execve === 'function') {
    process.execve(UNSHARE, [UNSHARE, ...namespaceArgs(), process.execPath, ...self], process.env);
  }
  // Older Node: the same as a child, whose exit code becomes ours.
  void runUnprivileged(process.execPath, self).then((code) => process.exit(code));
  return true;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('usage: node scripts/unprivileged.mjs <command> [args…]');
    process.exit(2);
  }
  process.exit(await runUnprivileged(command, args));
}
