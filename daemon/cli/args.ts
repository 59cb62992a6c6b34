/**
 * A small argument parser for the `hearth` command: a sub-command, `--flag`, `--key value` and `--key=value`
 * options, and positional words. Pure, so it is easy to test.
 */

export interface ParsedArgs {
  command: string | undefined;
  flags: Set<string>;
  options: Map<string, string>;
  positional: string[];
}

export class UsageError extends Error {
  readonly code = 'HEARTH_USAGE';
}

/**
 * `valueOptions` are the option names that take a value; any other `--name` is a boolean flag.
 * A lone `--` ends option parsing, so `hearth ask -- --json` asks the literal text "--json".
 */
export function parseArgs(argv: readonly string[], valueOptions: readonly string[]): ParsedArgs {
  const parsed: ParsedArgs = { command: undefined, flags: new Set(), options: new Map(), positional: [] };
  let onlyPositional = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!onlyPositional && arg === '--') {
      onlyPositional = true;
    } else if (!onlyPositional && arg.startsWith('--') && arg.length > 2) {
      const eq = arg.indexOf('=');
      const name = eq === -1 ? arg.slice(2) : arg.slice(2, eq);
      if (valueOptions.includes(name)) {
        const value = eq === -1 ? argv[++i] : arg.slice(eq + 1);
        if (value === undefined) throw new UsageError(`--${name} needs a value`);
        parsed.options.set(name, value);
      } else if (eq !== -1) {
        throw new UsageError(`--${name} does not take a value`);
      } else {
        parsed.flags.add(name);
      }
    } else if (parsed.command === undefined) {
      parsed.command = arg;
    } else {
      parsed.positional.push(arg);
    }
  }
  return parsed;
}
