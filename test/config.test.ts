import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../daemon/config/load.js';
import { ConfigError } from '../daemon/config/schema.js';

const dir = mkdtempSync(join(tmpdir(), 'hearth-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function userFile(toml: string): string {
  const path = join(dir, `c${Math.random().toString(36).slice(2)}.toml`);
  writeFileSync(path, toml);
  return path;
}

function errorLine(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).line;
  }
  throw new Error('expected a ConfigError');
}

describe('config', () => {
  it('loads the embedded defaults into a frozen, typed object', () => {
    const config = loadConfig({ env: {} });
    expect(config.server.port).toBe(8765);
    expect(config.turn.deadlineMs).toBe(10000);
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.server)).toBe(true);
  });

  it('resolves empty paths to their documented defaults', () => {
    const config = loadConfig({ env: { XDG_DATA_HOME: '/srv/x' } });
    expect(config.paths.dataDir).toBe('/srv/x/hearth');
    expect(config.paths.modelsDir).toBe('/srv/x/hearth/models');
    expect(config.paths.zimDir.endsWith('/zim')).toBe(true);
  });

  it('lets a user file override single keys and keeps the rest', () => {
    const config = loadConfig({ configPath: userFile('[server]\nport = 9000\n'), env: {} });
    expect(config.server.port).toBe(9000);
    expect(config.server.maxMessageBytes).toBe(16384);
  });

  it('reads the user file from HEARTH_CONFIG', () => {
    const config = loadConfig({ env: { HEARTH_CONFIG: userFile('[turn]\ndeadline_ms = 5000\n') } });
    expect(config.turn.deadlineMs).toBe(5000);
  });

  it('applies environment overrides over the file', () => {
    const config = loadConfig({
      configPath: userFile('[server]\nport = 9000\n'),
      env: { HEARTH_PORT: '9100', HEARTH_SEARXNG_URL: 'http://127.0.0.1:8888/', HEARTH_DATA_DIR: '/tmp/h' },
    });
    expect(config.server.port).toBe(9100);
    expect(config.searxng.url).toBe('http://127.0.0.1:8888');
    expect(config.paths.dataDir).toBe('/tmp/h');
  });

  it('refuses an unknown key by name and suggests the right one', () => {
    const line = errorLine(() => loadConfig({ configPath: userFile('[server]\nprot = 1\n'), env: {} }));
    expect(line).toContain('server.prot');
    expect(line).toContain('did you mean "port"');
  });

  it('refuses an unknown section by name', () => {
    const line = errorLine(() => loadConfig({ configPath: userFile('[sever]\nport = 1\n'), env: {} }));
    expect(line).toContain('[sever]');
  });

  it('refuses a wrong type, naming the key and what was expected', () => {
    const line = errorLine(() => loadConfig({ configPath: userFile('[history]\nenabled = "yes"\n'), env: {} }));
    expect(line).toMatch(/history\.enabled must be true or false/);
  });

  it('refuses an out-of-range value', () => {
    const line = errorLine(() => loadConfig({ configPath: userFile('[server]\nport = 70000\n'), env: {} }));
    expect(line).toMatch(/server\.port must be an integer from 0 to 65535/);
  });

  it('refuses a malformed environment override by its variable name', () => {
    const line = errorLine(() => loadConfig({ env: { HEARTH_PORT: 'eighty' } }));
    expect(line).toContain('HEARTH_PORT');
  });

  it('refuses a non-http URL', () => {
    const line = errorLine(() => loadConfig({ env: { HEARTH_LLM_URL: 'file:///etc/passwd' } }));
    expect(line).toContain('llm.url');
  });

  it('takes the Wyoming server port from HEARTH_WYOMING_PORT', () => {
    expect(loadConfig({ env: { HEARTH_WYOMING_PORT: '10777' } }).wyomingServer.port).toBe(10777);
  });

  it('refuses a satellite address that is not tcp://host:port', () => {
    const line = errorLine(() => loadConfig({ configPath: userFile('[satellites]\nuris = ["http://kitchen.lan"]\n'), env: {} }));
    expect(line).toContain('satellites.uris');
  });

  it('refuses an unknown time zone', () => {
    const line = errorLine(() => loadConfig({ configPath: userFile('[locale]\ntime_zone = "Mars/Base"\n'), env: {} }));
    expect(line).toContain('locale.time_zone');
  });

  it('refuses a Wyoming address that is not tcp://host:port', () => {
    const line = errorLine(() => loadConfig({ configPath: userFile('[stt]\nwyoming_uri = "http://x:1"\n'), env: {} }));
    expect(line).toContain('stt.wyoming_uri must be a tcp://host:port URI');
  });

  it('reports a TOML syntax error in one line', () => {
    const line = errorLine(() => loadConfig({ configPath: userFile('[server\nport = 1\n'), env: {} }));
    expect(line).toMatch(/is not valid TOML/);
    expect(line).not.toContain('\n');
  });
});
