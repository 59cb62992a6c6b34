/**
 * `hearth doctor [--json]`: runs every check (daemon/doctor/checks.ts) and prints one line each, with the fix
 * under anything that is not OK. Exit 0 only when nothing configured fails.
 */
import type { Config } from '../config/types.js';
import { runChecks, type CheckResult, type CheckStatus } from '../doctor/checks.js';

const LABEL: Record<CheckStatus, string> = { ok: 'OK  ', warn: 'WARN', fail: 'FAIL', off: 'off ' };

/** Pure: one check as printed. */
function formatCheck(r: CheckResult): string {
  const line = `${LABEL[r.status]}  ${r.name.padEnd(12)} ${r.detail}`;
  return r.fix && r.status !== 'ok' ? `${line}\n      ${' '.repeat(12)} fix: ${r.fix}` : line;
}

export async function runDoctor(args: { json: boolean }, config: Config, out: { write(s: string): unknown } = process.stdout): Promise<number> {
  const results = await runChecks(config, (r) => {
    if (!args.json) out.write(`${formatCheck(r)}\n`);
  });
  const failed = results.filter((r) => r.status === 'fail').length;
  if (args.json) out.write(`${JSON.stringify({ ok: failed === 0, checks: results })}\n`);
  else out.write(failed === 0 ? 'everything configured works\n' : `${failed} problem(s) to fix\n`);
  return failed === 0 ? 0 : 1;
}
