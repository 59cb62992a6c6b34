import { defineConfig } from 'vitest/config';

// Benchmarks run as vitest files so they can import the TypeScript sources and the test helpers directly.
// `npm run bench` runs them one at a time; each prints a table and writes bench/results/<name>.json.
export default defineConfig({
  test: {
    include: ['bench/**/*.bench.ts'],
    testTimeout: 600_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
