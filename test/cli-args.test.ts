/**
 * The strict argument parser: each command accepts its own options and nothing else, by name.
 */
import { describe, expect, it } from 'vitest';
import { parseArgs, UsageError } from '../daemon/cli/args.js';
import { COMMAND_HELP } from '../daemon/cli/help.js';

const specFor = (command: string | undefined) => (command ? COMMAND_HELP[command] : undefined);
const parse = (argv: string[]) => parseArgs(argv, specFor);

function usageMessage(argv: string[]): string {
  try {
    parse(argv);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error(`no usage error for ${argv.join(' ')}`);
}

describe('parseArgs', () => {
  it('reads a value option given as two words or with =', () => {
    expect(parse(['start', '--port', '9999']).options.get('port')).toBe('9999');
    expect(parse(['start', '--port=9999']).options.get('port')).toBe('9999');
  });

  it('refuses an option the command does not have, naming it and the command', () => {
    expect(usageMessage(['ask', '--jsn', 'hi'])).toBe('unknown option --jsn for "hearth ask"; see hearth ask --help');
  });

  it('refuses --port on a command other than start', () => {
    expect(usageMessage(['say', 'hello', '--port', '1'])).toContain('unknown option --port for "hearth say"');
  });

  it('refuses an unknown short option', () => {
    expect(usageMessage(['ask', '-x', 'hi'])).toContain('unknown option -x');
  });

  it('keeps a negative number as text', () => {
    expect(parse(['ask', '-5', 'celsius', 'in', 'fahrenheit']).positional).toEqual(['-5', 'celsius', 'in', 'fahrenheit']);
  });

  it('treats -h as --help', () => {
    expect(parse(['zim', '-h']).flags.has('help')).toBe(true);
  });

  it('shows help even when the line also has an unknown option', () => {
    expect(parse(['start', '--bogus', '--help']).flags.has('help')).toBe(true);
  });

  it('accepts --config before the command', () => {
    const args = parse(['--config', 'x.toml', 'token']);
    expect(args.command).toBe('token');
    expect(args.options.get('config')).toBe('x.toml');
  });

  it('takes words after -- as text, dashes and all', () => {
    expect(parse(['ask', '--', '--json']).positional).toEqual(['--json']);
  });

  it('refuses a value given to a flag', () => {
    expect(usageMessage(['ask', '--json=yes', 'hi'])).toBe('--json does not take a value');
  });

  it('refuses a value option without its value', () => {
    expect(usageMessage(['start', '--port'])).toBe('--port needs a value');
  });
});

describe('command help', () => {
  it.each(Object.entries(COMMAND_HELP))('%s lists every option it accepts', (name, help) => {
    expect(help.text.startsWith(`usage: hearth ${name}`)).toBe(true);
    for (const option of [...help.values, ...help.flags]) expect(help.text, `--${option}`).toContain(`--${option}`);
  });
});
