/**
 * The `hearth` command as a user runs it: a separate process, real data directory, stdout and exit codes.
 * These run the compiled daemon (dist/), which `npm test` builds first.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const BIN = new URL('../bin/hearth.js', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'hearth-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const ENV = {
  ...process.env,
  HEARTH_DATA_DIR: dataDir,
  HEARTH_ZIM_DIR: join(dataDir, 'no-zims'),
  HEARTH_SEARXNG_URL: '',
  HEARTH_KIWIX_URL: '',
  HEARTH_LLM_URL: '',
  HEARTH_CONFIG: '',
};

function hearth(args: string[], env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, [BIN, ...args], { env: { ...ENV, ...env }, encoding: 'utf8', timeout: 30_000 });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** For commands that must not block the test's event loop (a server in this process must answer). */
function hearthAsync(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { env: ENV, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += String(c)));
    child.stderr.on('data', (c: Buffer) => (stderr += String(c)));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

function askJson(text: string) {
  const run = hearth(['ask', '--json', text]);
  expect(run.code, run.stderr).toBe(0);
  const lines = run.stdout.split('\n').filter(Boolean);
  expect(lines).toHaveLength(1);
  return JSON.parse(lines[0]!) as { text: string; route: string; evidence: unknown[]; timingsMs: Record<string, number> };
}

describe('hearth ask', () => {
  it('prints exactly one JSON object with text, route, evidence and timings', () => {
    const record = askJson('what is 6 times 7');
    expect(Object.keys(record).sort()).toEqual(['evidence', 'route', 'text', 'timingsMs']);
    expect(record.route).toBe('skill');
    expect(record.text).toContain('42');
  });

  it('prints only the answer text without --json', () => {
    const run = hearth(['ask', 'what is 6 times 7']);
    expect(run.code).toBe(0);
    expect(run.stdout.trim()).toContain('42');
    expect(run.stdout.trim().startsWith('{')).toBe(false);
  });

  it('remembers a note in one process and recalls it in the next', () => {
    expect(askJson('remember that the spare key is under the blue pot').route).toBe('skill');
    const recall = askJson('where is the spare key');
    expect(recall.route).toBe('personal');
    expect(recall.text).toContain('blue pot');
  });

  it('answers a personal question it knows nothing about without searching', () => {
    const record = askJson("what's my wife's birthday");
    expect(record.route).toBe('personal');
    expect(record.evidence).toEqual([]);
  });

  it('says it does not know a world question when no knowledge source is configured', () => {
    const record = askJson('who painted the mona lisa');
    expect(record.route).toBe('none');
    expect(record.text.length).toBeGreaterThan(0);
  });
});

describe('hearth errors', () => {
  it('stops on a bad config key with one line, exit code 2 and no stack trace', () => {
    const file = join(dataDir, 'bad.toml');
    writeFileSync(file, '[server]\nprot = 80\n');
    const run = hearth(['ask', 'hi', '--config', file]);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain('server.prot');
    expect(run.stderr).not.toMatch(/\bat .*\.js:\d+/);
  });

  it('rejects an unknown command with usage and exit code 2', () => {
    const run = hearth(['frobnicate']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('usage: hearth');
  });
});

/** One line on stderr, no stack frame. */
function expectOneLine(stderr: string): void {
  expect(stderr.trim().split('\n'), stderr).toHaveLength(1);
  expect(stderr).not.toMatch(/\bat .*\.js:\d+/);
}

describe('hearth help', () => {
  it.each(['start', 'ask', 'read', 'listen', 'say', 'models', 'zim', 'doctor', 'install-service', 'token'])('%s --help and -h print its usage and exit 0', (command) => {
    for (const flag of ['--help', '-h']) {
      const run = hearth([command, flag]);
      expect(run.code, `${command} ${flag}`).toBe(0);
      expect(run.stdout).toContain(`usage: hearth ${command}`);
    }
  });

  it('hearth --help prints the overview and exits 0', () => {
    const run = hearth(['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('usage: hearth <command>');
  });
});

describe('hearth refuses what it does not know', () => {
  it('refuses an unknown option by name with exit code 2', () => {
    const run = hearth(['ask', '--jsn', 'hi']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--jsn');
    expectOneLine(run.stderr);
  });

  it('refuses a port that is not a number', () => {
    const run = hearth(['start', '--port', 'eighty']);
    expect(run.code).toBe(2);
    expectOneLine(run.stderr);
  });
});

describe('hearth expected failures', () => {
  it('read of a missing file says so in one line and exits 1', () => {
    const run = hearth(['read', join(dataDir, 'nope.html')]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('no such file');
    expectOneLine(run.stderr);
  });

  it('say --out into a folder that does not exist says so in one line and exits 1', () => {
    const run = hearth(['say', 'hello', '--out', join(dataDir, 'no', 'such', 'dir', 'a.wav')]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('cannot write');
    expectOneLine(run.stderr);
  });

  it('say without a working sound device says so in one line and exits 1', () => {
    const file = join(dataDir, 'no-card.toml');
    writeFileSync(file, '[audio]\noutput_device = "hw:99,0"\n');
    const run = hearth(['say', 'hello', '--config', file]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/could not play|cannot play/u);
    expectOneLine(run.stderr);
  });

  it('start on a port in use says so in one line and exits 1', async () => {
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const port = (busy.address() as { port: number }).port;
    try {
      const run = await hearthAsync(['start', '--host', '127.0.0.1', '--port', String(port)]);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`port ${port}`);
      expectOneLine(run.stderr);
    } finally {
      busy.close();
    }
  });

  it('start on an address that is not on this host says so in one line and exits 1', async () => {
    // 192.0.2.0/24 is TEST-NET-1 (RFC 5737): never assigned to a real host.
    const run = await hearthAsync(['start', '--host', '192.0.2.1', '--port', '0']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('not an address of this host');
    expectOneLine(run.stderr);
  });
});

describe('hearth install-service', () => {
  it('--dry-run prints the steps and a unit that runs this checkout with this node, changing nothing', () => {
    const run = hearth(['install-service', '--dry-run']);
    expect(run.code).toBe(0);
    const root = new URL('..', import.meta.url).pathname.replace(/\/$/u, '');
    expect(run.stdout).toContain(`ExecStart=${process.execPath} ${root}/bin/hearth.js start`);
    expect(run.stdout).toContain('systemctl enable --now hearth');
  });
});

describe('hearth token', () => {
  it('creates the token once and prints the same one every time', () => {
    const first = hearth(['token']).stdout.trim();
    const second = hearth(['token']).stdout.trim();
    expect(first).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(second).toBe(first);
  });
});

describe('hearth start', () => {
  it('serves /healthz and stops cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, [BIN, 'start'], {
      env: { ...ENV, HEARTH_HOST: '127.0.0.1', HEARTH_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += String(c)));
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`daemon did not start: ${stderr}`)), 20_000);
      child.stderr.on('data', () => {
        const m = /listening on [^:]+:(\d+)/.exec(stderr);
        if (m) { clearTimeout(timer); resolve(Number(m[1])); }
      });
    });
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
