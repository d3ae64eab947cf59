import { defineConfig } from 'vitest/config';

// Browser journeys against one real server started by global-setup.ts. Files run
// one at a time: they share that server and a 2-core machine, and a page waiting
// on a timer must not be starved by another browser.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['**/*.e2e.test.ts'],
    exclude: ['**/node_modules/**'],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
