/**
 * Builds a real Hearth (real store file, real stages) for end-to-end tests, on the embedded defaults plus
 * the overrides a test gives, in a fresh temp data directory.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../daemon/config/load.js';
import type { Config } from '../../daemon/config/types.js';
import { createLogger, silentLogger, type Logger } from '../../daemon/log/logger.js';
import { createHearth, type Hearth } from '../../daemon/main.js';

export interface TestHearth {
  hearth: Hearth;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/** The embedded defaults plus `env`, in `dataDir`; `toml` (optional) is written as the user's config file. */
export function testConfig(env: Record<string, string>, dataDir: string, toml?: string): Config {
  let configPath: string | undefined;
  if (toml !== undefined) {
    configPath = join(dataDir, 'test-config.toml');
    writeFileSync(configPath, toml);
  }
  return loadConfig({
    configPath,
    env: {
      HEARTH_DATA_DIR: dataDir,
      HEARTH_ZIM_DIR: join(dataDir, 'zim-empty'),
      HEARTH_LOG_LEVEL: 'silent',
      HEARTH_HOST: '127.0.0.1',
      HEARTH_PORT: '0',
      ...env,
    },
  });
}

export async function startTestHearth(env: Record<string, string> = {}, logger?: Logger, toml?: string): Promise<TestHearth> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-e2e-'));
  const config = testConfig(env, dataDir, toml);
  const hearth = await createHearth(config, { logger: logger ?? silentLogger() });
  return {
    hearth,
    config,
    dataDir,
    async close() {
      await hearth.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export { createLogger };
