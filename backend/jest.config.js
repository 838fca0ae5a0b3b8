/** Backend tests run the real app against a real Postgres and a real S3 server (see test/setup). */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  // The contract's own tests run here as well as in the site's tests.
  roots: ['<rootDir>', '<rootDir>/../contract/src'],
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts', '<rootDir>/../contract/src/**/*.test.ts'],
  // The contract is read from its TypeScript source (its ES module imports name the .js it builds to).
  moduleNameMapper: {
    '^@aura/contract$': '<rootDir>/../contract/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  transform: {
    '^.+\\.(t|j|mj)s$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // NestJS 12 and some of its dependencies ship ES modules only.
  transformIgnorePatterns: ['/node_modules/(?!(@nestjs|age-encryption|@noble|@scure|file-type|strtok3|token-types|peek-readable|@tokenizer|uint8array-extras)/)'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  globalSetup: '<rootDir>/test/setup/global-setup.mjs',
  globalTeardown: '<rootDir>/test/setup/global-teardown.mjs',
  setupFiles: ['<rootDir>/test/setup/env.ts'],
  // Generous: a test waits for what it checks (a publish, a mail), never for a speed (those are
  // make bench's), and the suites run beside others on two cores.
  testTimeout: 90000,
  // Two suites at once even on two cores: much of a suite's time is spent waiting on Postgres, the
  // S3 server and timers (each suite has its own database, bucket and API role).
  maxWorkers: '100%',
  // make test's runner reads each file's and each test's time from it (TEST_TIMINGS_DIR).
  reporters: ['default', '<rootDir>/test/setup/timing-reporter.mjs'],
};
