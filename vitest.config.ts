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
  },
});
