import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The real-model suite runs only on request, where the models are in the cache (docs/models.md).
    exclude: [...configDefaults.exclude, ...(process.env.HEARTH_MODELS_INTEGRATION === '1' ? [] : ['test/integration/**'])],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: suites that start real servers share them through globalSetup-free helpers; keep workers low.
    maxWorkers: 2,
    // Under CI a failed test runs once more: the end-to-end suites start real servers, browsers and child
    // processes on two shared cores, and one slow moment must not sink a whole submission. A test that fails
    // twice still fails the run, and vitest reports every retried test, so flakes stay visible.
    retry: process.env.CI === 'true' ? 1 : 0,
  },
});
