import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Production-mode runs create a PostgreSQL database per test file and talk to Redis.
    testTimeout: 20_000,
    // Vitest leaves one core to itself by default, which on a 2-core CI machine means one worker; files wait on SQLite, PostgreSQL and Redis as much as on the CPU.
    maxWorkers: 2,
    hookTimeout: 30_000,
  },
});
