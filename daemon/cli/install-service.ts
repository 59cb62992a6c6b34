/**
 * `hearth install-service [--dry-run]`: installs Hearth as a systemd service from this checkout, the steps of
 * docs/deployment.md in one command: the `hearth` system user (group audio), the unit (systemd/hearth.service
 * with this checkout's path and this node in place of /opt/hearth and /usr/bin/node), daemon-reload, enable
 * --now. State directories are created by systemd itself (StateDirectory=). Needs root; `--dry-run` prints
 * the steps and the unit without doing anything. Each step that is already done is skipped.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../config/load.js';
import { CliFailure } from './failure.js';

const UNIT_PATH = '/etc/systemd/system/hearth.service';

/** Pure: the shipped unit with the checkout's path and the node binary filled in. */
function renderUnit(template: string, root: string, node: string): string {
  return template.replaceAll('/opt/hearth', root).replace(/^ExecStart=\/usr\/bin\/node /mu, `ExecStart=${node} `);
}

interface Step {
  what: string;
  argv: string[];
  /** Already done: skipped. */
  done: boolean;
}

function userExists(name: string): boolean {
  return spawnSync('id', ['-u', name], { stdio: 'ignore' }).status === 0;
}

function plan(unit: string): Step[] {
  const current = existsSync(UNIT_PATH) ? readFileSync(UNIT_PATH, 'utf8') : undefined;
  return [
    { what: 'create the hearth system user', argv: ['useradd', '--system', '--home', '/var/lib/hearth', '--shell', '/usr/sbin/nologin', '--groups', 'audio', 'hearth'], done: userExists('hearth') },
    { what: `write ${UNIT_PATH}`, argv: [], done: current === unit },
    { what: 'reload systemd', argv: ['systemctl', 'daemon-reload'], done: false },
    { what: 'enable and start hearth', argv: ['systemctl', 'enable', '--now', 'hearth'], done: false },
  ];
}

export async function runInstallService(args: { dryRun: boolean }, out: { write(s: string): unknown } = process.stdout): Promise<number> {
  const root = packageRoot();
  const unit = renderUnit(readFileSync(join(root, 'systemd', 'hearth.service'), 'utf8'), root, process.execPath);
  const steps = plan(unit);
  // The unit hides home directories from the service (ProtectHome=yes), so it could not read its own code.
  const hidden = /^\/(home|root|run\/user)(\/|$)/u.test(root) ? `note: ${root} is under a home directory, which the unit hides (ProtectHome=yes); put the checkout in /opt/hearth\n` : '';
  if (args.dryRun) {
    out.write(hidden);
    for (const s of steps) out.write(`${s.done ? '(done) ' : ''}${s.what}${s.argv.length ? `: ${s.argv.join(' ')}` : ''}\n`);
    out.write(`\n--- ${UNIT_PATH}\n${unit}`);
    return 0;
  }
  if (hidden) throw new CliFailure('HEARTH_CLI_CHECKOUT_HIDDEN', hidden.replace(/^note: /u, '').trim());
  if (process.getuid?.() !== 0) throw new CliFailure('HEARTH_CLI_NEEDS_ROOT', 'install-service needs root: sudo npx hearth install-service (or --dry-run to see the steps)');
  if (spawnSync('systemctl', ['--version'], { stdio: 'ignore' }).status !== 0) throw new CliFailure('HEARTH_CLI_NO_SYSTEMD', 'systemctl is not available: this box does not run systemd');
  for (const s of steps) {
    if (s.done) {
      out.write(`already done: ${s.what}\n`);
      continue;
    }
    out.write(`${s.what}\n`);
    if (s.argv.length === 0) {
      writeFileSync(UNIT_PATH, unit, { mode: 0o644 });
      continue;
    }
    const run = spawnSync(s.argv[0]!, s.argv.slice(1), { stdio: ['ignore', 'inherit', 'inherit'] });
    if (run.status !== 0) throw new CliFailure('HEARTH_CLI_STEP_FAILED', `could not ${s.what} (${s.argv.join(' ')} exited ${run.status ?? 'on a signal'})`);
  }
  out.write('Hearth runs as a service. The chat link: sudo -u hearth HEARTH_DATA_DIR=/var/lib/hearth npx hearth token\n');
  return 0;
}
