import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Migrates once per run into databases each test platform copies (docs/design/ci-time.md).
    globalSetup: ['./test/global-setup.ts'],
    // Production-mode runs create a PostgreSQL database per test file and talk to Redis.
    testTimeout: 20_000,
    // Vitest leaves one core to itself by default, which on a 2-core CI machine means one worker; files wait on SQLite, PostgreSQL and Redis as much as on the CPU.
    maxWorkers: 2,
    // A worker reuses its module graph from file to file instead of re-importing the server per file: about half of each suite's wall time (docs/design/ci-time.md).
    isolate: false,
    hookTimeout: 30_000,
  },
});
