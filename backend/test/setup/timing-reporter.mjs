// With TEST_TIMINGS_DIR set (make test's runner sets it), writes how long each API test file and
// each test took to api-tests.json there, for the suite's own time budget (scripts/test-suite.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export default class TimingReporter {
  onRunComplete(_contexts, results) {
    const dir = process.env.TEST_TIMINGS_DIR;
    if (!dir) return;
    const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
    const files = results.testResults.map((file) => ({
      file: relative(root, file.testFilePath),
      seconds: (file.perfStats.end - file.perfStats.start) / 1000,
      tests: file.testResults.map((test) => ({ name: test.fullName, seconds: (test.duration ?? 0) / 1000, status: test.status })),
    }));
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'api-tests.json'),
      JSON.stringify({ passed: results.numPassedTests, failed: results.numFailedTests, skipped: results.numPendingTests + results.numTodoTests, suites: results.numTotalTestSuites, files }, null, 1),
    );
  }
}
