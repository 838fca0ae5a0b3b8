// make test: every check CI runs, the Compose run beside the others, and at the end a table of
// where the time went, each part against its share of the 25 minutes the suite may take on the
// clinic's 2-core machines. A part over its share prints a warning naming its slowest tests.
//
//   node scripts/test-suite.mjs                      run everything (make test)
//   node scripts/test-suite.mjs table [part=seconds…] print the last run's table again, with more
//                                                    parts timed outside it (.ci/run's start checks)
//
// Each part is a make target of its own (make lint, make test-e2e…), so running one alone is the
// same check. The test runners write their per-test times into TEST_TIMINGS_DIR.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const timingsDir = join(root, '.tmp', 'test-suite');
const timesFile = join(timingsDir, 'times.json');
const composeLog = join(timingsDir, 'compose-run.log');

/**
 * The whole suite's allowance, and each part's share of it (seconds, on 2 cores). The parts in
 * front share the 25 minutes between them; the Compose run goes beside them and must end within
 * them too; the start checks are .ci/run's, after make test.
 */
const SUITE_BUDGET = 25 * 60;
const BUDGETS = {
  install: 90,
  build: 60,
  lint: 60,
  typecheck: 60,
  'API tests': 330,
  'unit tests': 120,
  'static checks': 30,
  'browser tests': 12 * 60,
  'Compose run': 20 * 60,
  'start checks': 180,
};

// The parts in the order they run, a step at a time; the parts of one step run together (each
// needs one core at most), their lines marked with their names. The Compose run goes beside them
// all from the start.
const FOREGROUND = [
  [{ name: 'install', target: 'install' }],
  [{ name: 'build', target: 'build' }],
  [
    { name: 'lint', target: 'lint' },
    { name: 'typecheck', target: 'typecheck' },
    { name: 'static checks', target: 'test-static' },
  ],
  [{ name: 'API tests', target: 'test-backend', timings: 'api-tests.json' }],
  [{ name: 'unit tests', target: 'test-frontend', timings: 'unit-tests.json' }],
  [{ name: 'browser tests', target: 'test-e2e', timings: 'browser-tests.json' }],
];

const seconds = (ms) => Math.round(ms / 1000);

/**
 * The machine's processor time so far, in seconds of one core (all its processes: a part, and the
 * Compose run beside it), from /proc/stat; undefined where there is none.
 */
function processorSeconds() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const [user, nice, system, , , irq, softirq, steal] = ticks;
    return (user + nice + system + irq + softirq + steal) / 100; // USER_HZ is 100 on Linux
  } catch {
    return undefined;
  }
}

/** How busy the machine's cores were over a part: "87 % busy". */
const busy = (part, cores) =>
  part.processorSeconds === undefined || !part.seconds ? '' : `${Math.round((100 * part.processorSeconds) / (part.seconds * cores))} % busy`;
const minutes = (s) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`;

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * How to read what each test runner wrote into TEST_TIMINGS_DIR: its every test (and file) with
 * its time, and what it counted.
 */
const REPORTS = {
  // backend/test/setup/timing-reporter.mjs (jest)
  'api-tests.json': {
    tests: (report) =>
      report.files.flatMap((file) => [
        { name: `${file.file} (whole file)`, seconds: file.seconds },
        ...file.tests.map((test) => ({ name: `${file.file} › ${test.name}`, seconds: test.seconds })),
      ]),
    counts: (report) => `${report.passed} passed, ${report.skipped} skipped, ${report.failed} failed in ${report.suites} files`,
  },
  // vitest's json reporter
  'unit-tests.json': {
    tests: (report) =>
      report.testResults.flatMap((file) => {
        const name = file.name.replace(`${root}/`, '');
        return [
          { name: `${name} (whole file)`, seconds: (file.endTime - file.startTime) / 1000 },
          ...file.assertionResults.map((test) => ({ name: `${name} › ${test.fullName}`, seconds: (test.duration ?? 0) / 1000 })),
        ];
      }),
    counts: (report) =>
      `${report.numPassedTests} passed, ${report.numPendingTests + report.numTodoTests} skipped, ${report.numFailedTests} failed in ${report.testResults.length} files`,
  },
  // Playwright's json reporter: a retried test counts its every try.
  'browser-tests.json': {
    tests: (report) => {
      const tests = [];
      const walk = (suite, titles) => {
        for (const spec of suite.specs ?? []) {
          for (const test of spec.tests) {
            const seconds = (test.results ?? []).reduce((sum, run) => sum + run.duration, 0) / 1000;
            tests.push({ name: `${spec.file} › ${[...titles, spec.title].join(' › ')} [${test.projectName}]`, seconds });
          }
        }
        for (const child of suite.suites ?? []) walk(child, suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles);
      };
      for (const suite of report.suites ?? []) walk(suite, []);
      return tests;
    },
    counts: ({ stats = {} }) => `${stats.expected ?? 0} passed, ${stats.skipped ?? 0} skipped, ${stats.flaky ?? 0} flaky, ${stats.unexpected ?? 0} failed`,
  },
};

const reportOf = (part) => part.timings && readJson(join(timingsDir, part.timings));

/** The slowest tests (or, of the Compose run, steps) of a part: [{ name, seconds }], slowest first. */
function slowest(part, count = 8) {
  const report = reportOf(part);
  const tests = part.name === 'Compose run' ? composeSteps() : report ? REPORTS[part.timings].tests(report) : [];
  return tests.sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

/** What a part's runner counted: "791 passed" and the like. */
function counts(part) {
  const report = reportOf(part);
  return report ? REPORTS[part.timings].counts(report) : '';
}

/** The Compose run's steps and how long each took, from its "== step (N s)" lines. */
function composeSteps() {
  if (!existsSync(composeLog)) return [];
  const marks = [...readFileSync(composeLog, 'utf8').matchAll(/^== (.*) \((\d+)s(?:; (\d+) processor-s)?\)$/gm)].map((m) => ({
    name: m[1],
    at: Number(m[2]),
    busy: m[3] === undefined ? undefined : Number(m[3]),
  }));
  return marks.slice(0, -1).map((mark, i) => {
    const next = marks[i + 1];
    const processor = mark.busy === undefined || next.busy === undefined ? '' : ` (${next.busy - mark.busy} processor-s)`;
    return { name: `${mark.name}${processor}`, seconds: next.at - mark.at };
  });
}

function printTable(run, extra = []) {
  const parts = [...run.parts, ...extra];
  const rows = parts.map((part) => {
    const budget = BUDGETS[part.name];
    const took = part.seconds === undefined ? '—' : `${part.seconds} s`;
    const note = [part.status !== 'passed' ? part.status : '', part.beside ? 'beside the others' : busy(part, run.cores), counts(part)].filter(Boolean).join('; ');
    return [part.name, took, budget ? `${budget} s` : '', note];
  });
  const wall = run.wallSeconds + extra.reduce((sum, part) => sum + (part.seconds ?? 0), 0);
  const wholeBusy = extra.length ? '' : busy({ seconds: run.wallSeconds, processorSeconds: run.processorSeconds }, run.cores);
  rows.push(['whole run', `${wall} s`, `${SUITE_BUDGET} s`, [`${minutes(wall)} on ${run.cores} cores`, wholeBusy].filter(Boolean).join(', ')]);
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i].length), ['part', 'took', 'share'][i].length));
  const line = (row) => `  ${row[0].padEnd(widths[0])}  ${row[1].padStart(widths[1])}  ${row[2].padStart(widths[2])}  ${row[3]}`.trimEnd();
  console.log('\nWhere the time went:');
  console.log(line(['part', 'took', 'share', '']));
  for (const row of rows) console.log(line(row));

  for (const part of parts) {
    const budget = BUDGETS[part.name];
    if (!budget || part.seconds === undefined || part.seconds <= budget) continue;
    console.log(`\n⚠ ${part.name} took ${part.seconds} s, over its share of ${budget} s.`);
    const slow = slowest(part);
    if (slow.length) {
      console.log(`  Its slowest ${part.name === 'Compose run' ? 'steps' : 'tests'}:`);
      for (const test of slow) console.log(`    ${test.seconds.toFixed(1).padStart(6)} s  ${test.name}`);
    }
  }
  if (wall > SUITE_BUDGET) {
    const biggest = parts
      .filter((part) => part.seconds !== undefined)
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, 3)
      .map((part) => `${part.name} ${part.seconds} s`);
    console.log(`\n⚠ The whole run took ${minutes(wall)}, over its ${minutes(SUITE_BUDGET)}: most of it went to ${biggest.join(', ')}.`);
  }
}

/**
 * The parts in front go into a cgroup of their own (Linux's cgroup v1 cpu controller, as root),
 * beside the Compose run's (scripts/compose-test/run.sh): when both want the processors, the
 * kernel splits them between the two groups by their shares, however many processes each runs (a
 * browser test runs a dozen, and each of the Compose run's containers is a group of its own, which
 * would otherwise weigh as much as all of them). Returns how to leave it; where there is no such
 * controller, or no right to it, nothing changes.
 */
function ownProcessorGroup() {
  const controller = '/sys/fs/cgroup/cpu';
  const group = join(controller, 'clinic-test-suite');
  try {
    mkdirSync(group, { recursive: true });
    writeFileSync(join(group, 'cpu.shares'), '1024');
    writeFileSync(join(group, 'cgroup.procs'), String(process.pid));
  } catch {
    return () => {};
  }
  return () => {
    try {
      writeFileSync(join(controller, 'cgroup.procs'), String(process.pid));
      rmdirSync(group);
    } catch {
      // A process of a part outlived it; the group goes with the machine.
    }
  };
}

/** Runs a command; its output goes to the terminal, or line by line to onLine. */
function run(command, args, { env, onLine, group = false } = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: onLine ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    detached: group,
  });
  if (onLine) {
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        lines.forEach(onLine);
      });
      stream.on('end', () => rest && onLine(rest));
    }
  }
  const done = new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  return { child, done };
}

async function runSuite() {
  rmSync(timingsDir, { recursive: true, force: true });
  mkdirSync(timingsDir, { recursive: true });
  const env = { TEST_TIMINGS_DIR: timingsDir };
  const started = Date.now();
  const startedBusy = processorSeconds();
  const cores = (await import('node:os')).availableParallelism();
  const results = [];

  // The Compose run builds its images and runs the stack in a Docker daemon of its own, from a
  // copy of the checkout: it needs nothing the other parts make, so it starts first and runs
  // beside them. When both want the processors it has half the share of the parts in front (its
  // daemon, builds and containers alike, COMPOSE_TEST_CPU_SHARES of their 1024), a third of the
  // machine: about what its steps, one after another, can use. With an eighth, it had done its
  // base images only (190 of its 800 processor-seconds) when the parts in front ended, and
  // then ran alone on one core for ten minutes more. Its output goes to a log, its steps to the
  // terminal as they start.
  const leaveProcessorGroup = ownProcessorGroup();
  const required = process.env.COMPOSE_TEST === 'required';
  const log = createWriteStream(composeLog);
  let composeSkipped = '';
  const composeStarted = Date.now();
  const compose = run('bash', ['scripts/compose-test/run.sh', ...(required ? [] : ['--if-able'])], {
    env: { COMPOSE_TEST_CPU_SHARES: process.env.COMPOSE_TEST_CPU_SHARES ?? '512' },
    group: true,
    onLine: (line) => {
      log.write(`${line}\n`);
      if (line.startsWith('== ') || line.startsWith('· Compose test skipped')) console.log(`[Compose run] ${line.replace(/^== /, '')}`);
      if (line.startsWith('· Compose test skipped')) composeSkipped = line.replace(/^· Compose test skipped: /, '');
    },
  });
  let composeResult;
  const composeFinished = compose.done.then((code) => {
    const status = composeSkipped ? `skipped: ${composeSkipped}` : code === 0 ? 'passed' : composeStopped ? 'stopped' : 'failed';
    composeResult = { name: 'Compose run', seconds: seconds(Date.now() - composeStarted), status, beside: true };
    console.log(`[Compose run] ${composeResult.status} after ${composeResult.seconds} s (its whole output: ${composeLog})`);
    return code;
  });
  let composeStopped = false;
  const stopCompose = () => {
    composeStopped = true;
    try {
      process.kill(-compose.child.pid, 'SIGTERM');
    } catch {
      // It had ended already.
    }
  };
  process.on('SIGINT', () => {
    stopCompose();
    leaveProcessorGroup();
    process.exit(130);
  });

  let failed = false;
  for (const step of FOREGROUND) {
    if (failed) {
      results.push(...step.map((part) => ({ ...part, status: 'not run' })));
      continue;
    }
    const together = step.length > 1;
    console.log(`\n━━ ${step.map((part) => `${part.name} (make ${part.target})`).join(', ')}${together ? ', together' : ''} ━━`);
    const stepStarted = Date.now();
    const busyBefore = processorSeconds();
    const ended = await Promise.all(
      step.map(async (part) => {
        const onLine = together ? (line) => console.log(`[${part.name}] ${line}`) : undefined;
        const code = await run('make', ['--no-print-directory', part.target], { env, onLine }).done;
        // The machine's processor time while the part ran (with whatever ran beside it).
        const busyAfter = processorSeconds();
        return {
          ...part,
          seconds: seconds(Date.now() - stepStarted),
          processorSeconds: busyBefore === undefined ? undefined : Math.round(busyAfter - busyBefore),
          status: code === 0 ? 'passed' : 'failed',
        };
      }),
    );
    results.push(...ended);
    if (ended.some((part) => part.status === 'failed')) failed = true;
  }

  if (failed && !composeResult) {
    console.log('[Compose run] stopped: a part before it failed');
    stopCompose();
  } else if (!composeResult) {
    console.log('\n━━ waiting for the Compose run ━━');
  }
  const composeCode = await composeFinished;
  if (composeCode !== 0 && !failed) {
    console.log(`\n── the Compose run's last words (${composeLog}) ──`);
    console.log(readFileSync(composeLog, 'utf8').split('\n').slice(-80).join('\n'));
  }
  results.push(composeResult);

  const record = {
    wallSeconds: seconds(Date.now() - started),
    processorSeconds: startedBusy === undefined ? undefined : Math.round(processorSeconds() - startedBusy),
    cores,
    parts: results.map(({ name, timings, seconds, processorSeconds, status, beside }) => ({ name, timings, seconds, processorSeconds, status, beside })),
  };
  leaveProcessorGroup();
  writeFileSync(timesFile, JSON.stringify(record, null, 1));
  printTable(record);
  const ok = !failed && composeCode === 0;
  console.log(ok ? '\nAll checks passed.' : `\nFailed: ${results.filter((part) => part.status === 'failed').map((part) => part.name).join(', ')}.`);
  process.exit(ok ? 0 : 1);
}

if (process.argv[2] === 'table') {
  const record = readJson(timesFile);
  if (!record) {
    console.error(`No timed run in ${timesFile}: run make test first.`);
    process.exit(1);
  }
  const extra = process.argv.slice(3).map((arg) => {
    const [name, value] = arg.split('=');
    return { name, seconds: Number(value), status: 'passed' };
  });
  printTable(record, extra);
} else {
  await runSuite();
}
