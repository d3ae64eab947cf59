import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Production-mode runs create a PostgreSQL database per test file and talk to Redis.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
