/**
 * The argument parser for the `hearth` command: a sub-command, then `--flag`, `--key value`, `--key=value`
 * and positional words, checked against that command's own list of options. Pure, so it is easy to test.
 *
 * Strict on purpose: an option the command does not know is refused by name (exit 2), because a silently
 * ignored `--port 9999` or `--jsn` does something other than what the user asked.
 */

import { HearthError } from '../errors.js';

export interface ParsedArgs {
  command: string | undefined;
  flags: Set<string>;
  options: Map<string, string>;
  positional: string[];
}

export class UsageError extends HearthError {
  constructor(message: string) {
    super('HEARTH_CLI_USAGE', message);
  }
}

/** What one command accepts. `--help`/`-h` and `--config FILE` are accepted by every command. */
export interface OptionSpec {
  /** Option names that take a value (`--port 9999`, `--port=9999`). */
  values: readonly string[];
  /** Boolean flags (`--json`). */
  flags: readonly string[];
}

const COMMON_VALUES = ['config'];
const COMMON_FLAGS = ['help'];

/** Words starting with a dash and a letter are options; `-5` or `-` stay positional (an ask can be "-5 C in F"). */
const SHORT_OPTION = /^-[A-Za-z]/u;

/** Clip what we echo back: an option name is the user's own text, but a terminal line should stay a line. */
function shown(name: string): string {
  return name.length > 40 ? `${name.slice(0, 40)}...` : name;
}

/**
 * Parses argv. The command is the first positional word; `specFor(command)` gives what it accepts (undefined:
 * only the common options, e.g. before the command is known). A lone `--` ends option parsing, so
 * `hearth ask -- --json` asks the literal text "--json".
 */
export function parseArgs(argv: readonly string[], specFor: (command: string | undefined) => OptionSpec | undefined): ParsedArgs {
  const parsed: ParsedArgs = { command: undefined, flags: new Set(), options: new Map(), positional: [] };
  // Options may come before the command (`hearth --config x.toml start`), so check them once it is known.
  const pending: { name: string; value: string | undefined; raw: string }[] = [];
  let onlyPositional = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!onlyPositional && arg === '--') {
      onlyPositional = true;
    } else if (!onlyPositional && arg.startsWith('--') && arg.length > 2) {
      const eq = arg.indexOf('=');
      const name = eq === -1 ? arg.slice(2) : arg.slice(2, eq);
      let value: string | undefined = eq === -1 ? undefined : arg.slice(eq + 1);
      // A value option takes the next word unless it was given with '='. Before the command word only the
      // common options (--config) are known to take one.
      if (value === undefined && takesValue(name, parsed.command, specFor)) {
        value = argv[++i];
        if (value === undefined) throw new UsageError(`--${shown(name)} needs a value`);
      }
      pending.push({ name, value, raw: arg });
    } else if (!onlyPositional && SHORT_OPTION.test(arg)) {
      if (arg !== '-h') throw new UsageError(`unknown option ${shown(arg)}${forCommand(parsed.command)}; see ${helpHint(parsed.command)}`);
      pending.push({ name: 'help', value: undefined, raw: arg });
    } else if (parsed.command === undefined) {
      parsed.command = arg;
    } else {
      parsed.positional.push(arg);
    }
  }
  const spec = specFor(parsed.command);
  const values = [...COMMON_VALUES, ...(spec?.values ?? [])];
  const flags = [...COMMON_FLAGS, ...(spec?.flags ?? [])];
  // --help wins over everything else on the line: `hearth start --bogus --help` shows the help.
  if (pending.some((p) => p.name === 'help' && p.value === undefined)) {
    parsed.flags.add('help');
    return parsed;
  }
  for (const { name, value } of pending) {
    if (values.includes(name)) {
      if (value === undefined) throw new UsageError(`--${shown(name)} needs a value`);
      parsed.options.set(name, value);
    } else if (flags.includes(name)) {
      if (value !== undefined) throw new UsageError(`--${shown(name)} does not take a value`);
      parsed.flags.add(name);
    } else {
      const known = spec ? parsed.command : undefined;
      throw new UsageError(`unknown option --${shown(name)}${forCommand(known)}; see ${helpHint(known)}`);
    }
  }
  return parsed;
}

function forCommand(command: string | undefined): string {
  return command === undefined ? '' : ` for "hearth ${shown(command)}"`;
}

function helpHint(command: string | undefined): string {
  return command === undefined ? 'hearth --help' : `hearth ${shown(command)} --help`;
}

function takesValue(name: string, command: string | undefined, specFor: (command: string | undefined) => OptionSpec | undefined): boolean {
  if (COMMON_VALUES.includes(name)) return true;
  const spec = specFor(command);
  return spec !== undefined && command !== undefined && spec.values.includes(name);
}
