/**
 * Entry point of the `hearth` command. Each sub-command is a small function; config errors and usage
 * errors end as one line on stderr and exit code 2, never a stack trace; a data directory that cannot be
 * written ends as one line and exit code 1.
 */
import { hostname } from 'node:os';
import { loadConfig } from '../config/load.js';
import { ConfigError } from '../config/schema.js';
import { StoreError } from '../store/store.js';
import { MAX_TEXT_CHARS } from '../server/protocol.js';
import type { Config } from '../config/types.js';
import { createLogger } from '../log/logger.js';
import { createHearth, startDaemon } from '../main.js';
import { checkListen } from '../server/port-check.js';
import { formatSummary, summarize } from '../status/summary.js';
import { chatPageUrl, loadOrCreateToken } from '../server/token.js';
import { parseArgs, UsageError, type OptionSpec, type ParsedArgs } from './args.js';
import { CliFailure, errnoCode } from './failure.js';
import { COMMAND_HELP, overview } from './help.js';
import { runRead } from './read.js';
import { runListen } from './listen.js';
import { runModels } from './models.js';
import { runZim, type ZimArgs } from './zim.js';
import { runDoctor } from './doctor.js';
import { runInstallService } from './install-service.js';
import { runSay } from './say.js';

type Command = (args: ParsedArgs, config: Config) => Promise<number>;

const COMMANDS: Record<string, Command> = {
  start: runStart,
  ask: runAsk,
  read: readCommand,
  listen: listenCommand,
  say: sayCommand,
  models: modelsCommand,
  zim: zimCommand,
  doctor: (args, config) => runDoctor({ json: args.flags.has('json') }, config),
  'install-service': (args) => runInstallService({ dryRun: args.flags.has('dry-run') }),
  token: runToken,
};

const specFor = (command: string | undefined): OptionSpec | undefined => (command ? COMMAND_HELP[command] : undefined);

export async function main(argv: string[]): Promise<number> {
  let args: ParsedArgs;
  try {
    args = parseArgs(argv, specFor);
  } catch (error) {
    return fail(error);
  }
  if (args.command === undefined || args.command === 'help') {
    const about = args.command === 'help' && args.positional[0] !== undefined ? COMMAND_HELP[args.positional[0]] : undefined;
    const asked = args.command === 'help' || args.flags.has('help');
    (asked ? process.stdout : process.stderr).write(about ? about.text : overview());
    return asked ? 0 : 2;
  }
  const command = COMMANDS[args.command];
  const about = COMMAND_HELP[args.command];
  if (!command || !about) {
    process.stderr.write(`hearth: unknown command "${args.command.slice(0, 40)}"\n${overview()}`);
    return 2;
  }
  if (args.flags.has('help')) {
    process.stdout.write(about.text);
    return 0;
  }
  try {
    const config = loadConfig({ configPath: args.options.get('config') });
    return await command(args, config);
  } catch (error) {
    return fail(error);
  }
}

/** Every failure ends as one line on stderr: usage and config 2, expected failures 1, the unexpected 1 too. */
function fail(error: unknown): number {
  if (error instanceof ConfigError || error instanceof UsageError) {
    process.stderr.write(`hearth: ${error.message}\n`);
    return 2;
  }
  // The data directory cannot be written (read-only mount, full disk, wrong owner): one line, not a stack.
  if (error instanceof StoreError && (error.code === 'HEARTH_STORE_READ_ONLY' || error.code === 'HEARTH_STORE_WRITE_FAILED')) {
    process.stderr.write(`hearth: ${error.message}\n`);
    return 1;
  }
  if (error instanceof CliFailure) {
    process.stderr.write(`hearth: ${error.message}\n`);
    return 1;
  }
  // Not expected: still one line, with the stable code when there is one, so a user can report it.
  const code = (error as { code?: unknown })?.code;
  const first = String((error as Error)?.message ?? error).split('\n')[0]!.slice(0, 200);
  process.stderr.write(`hearth: unexpected error${typeof code === 'string' ? ` (${code})` : ''}: ${first}\n`);
  return 1;
}

async function runAsk(args: ParsedArgs, config: Config): Promise<number> {
  const text = args.positional.join(' ').trim();
  if (text === '') throw new UsageError('ask needs the question text, e.g. hearth ask "what time is it"');
  // The same limit as a question over the WebSocket: refused with one line, not cut without a word.
  if ([...text].length > MAX_TEXT_CHARS) throw new UsageError(`the question is longer than ${MAX_TEXT_CHARS} characters`);
  // Logs go to stderr; stdout carries only the answer (or exactly one JSON object with --json).
  const logger = createLogger(config.log.level === 'info' ? 'warn' : config.log.level);
  const hearth = await createHearth(config, { logger, warmBoundary: true });
  try {
    const outcome = await hearth.chain.ask({ text, origin: 'cli', clientId: 'cli' });
    if (!outcome.ok) {
      process.stderr.write(`hearth: the turn ended early (${outcome.reason})\n`);
      return 1;
    }
    process.stdout.write(args.flags.has('json') ? `${JSON.stringify(outcome.record)}\n` : `${outcome.record.text}\n`);
    return 0;
  } finally {
    await hearth.close();
  }
}

async function runStart(args: ParsedArgs, loaded: Config): Promise<number> {
  const config = withServerFlags(loaded, args);
  const free = await checkListen(config.server.host, config.server.port);
  if (!free.ok) throw listenFailure(free.code, new Error(`cannot listen (${free.code})`), config.server.host, config.server.port);
  const logger = createLogger(config.log.level, undefined, config.log.format);
  let daemon: Awaited<ReturnType<typeof startDaemon>>;
  try {
    daemon = await startDaemon(config, logger);
  } catch (error) {
    throw listenFailure(errnoCode(error), error, config.server.host, config.server.port);
  }
  process.stderr.write(`hearth: listening on ${daemon.host}:${daemon.port}; \`npx hearth token\` prints the chat link\n`);
  // The link carries the token only on a terminal: under systemd this text goes to the journal, which
  // other users of the box may read (docs/protocol.md).
  const linkHost = daemon.host === '0.0.0.0' || daemon.host === '::' ? hostname() : daemon.host;
  const link = process.stderr.isTTY ? chatPageUrl(linkHost, daemon.port, daemon.token) : `http://${linkHost}:${daemon.port}/ (npx hearth token prints the link with its token)`;
  process.stderr.write(formatSummary(summarize(config, daemon.hearth.counters.snapshot().components), link));
  await new Promise<void>((resolve) => {
    const stop = (signal: NodeJS.Signals): void => {
      logger.info({ event: 'signal', signal }, 'stopping');
      process.off('SIGTERM', stop);
      process.off('SIGINT', stop);
      void daemon.stop().then(resolve);
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  });
  return 0;
}

/** `start --port/--host` win over the config file and HEARTH_PORT/HEARTH_HOST. */
function withServerFlags(config: Config, args: ParsedArgs): Config {
  const port = args.options.get('port');
  const host = args.options.get('host');
  if (port === undefined && host === undefined) return config;
  if (port !== undefined && (!/^\d{1,5}$/u.test(port) || Number(port) > 65535)) {
    throw new UsageError(`--port must be a port number from 0 to 65535, got ${JSON.stringify(port.slice(0, 20))}`);
  }
  if (host !== undefined && (host === '' || host.length > 255)) throw new UsageError('--host needs an address, e.g. 0.0.0.0 or 127.0.0.1');
  return { ...config, server: { ...config.server, ...(port !== undefined ? { port: Number(port) } : {}), ...(host !== undefined ? { host } : {}) } };
}

/** The listen errors a user can cause, each as one line with what to do. */
function listenFailure(errno: string, error: unknown, host: string, port: number): unknown {
  switch (errno) {
    case 'EADDRINUSE':
      return new CliFailure('HEARTH_CLI_PORT_IN_USE', `port ${port} on ${host} is in use (is Hearth already running?); choose another with --port`);
    case 'EADDRNOTAVAIL':
      return new CliFailure('HEARTH_CLI_ADDRESS_NOT_HERE', `${host} is not an address of this host; use --host 0.0.0.0 (every address) or --host 127.0.0.1 (this box only)`);
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new CliFailure('HEARTH_CLI_HOST_UNKNOWN', `cannot resolve the host name ${host}; give an address, e.g. --host 0.0.0.0`);
    case 'EACCES':
      return new CliFailure('HEARTH_CLI_PORT_NEEDS_ROOT', `port ${port} needs root (ports below 1024); choose one above 1024 with --port`);
    default:
      return error;
  }
}

async function runToken(_args: ParsedArgs, config: Config): Promise<number> {
  const token = loadOrCreateToken(config.paths.dataDir);
  const host = config.server.host === '0.0.0.0' || config.server.host === '::' ? hostname() : config.server.host;
  process.stdout.write(`${token}\n`);
  process.stderr.write(`chat page: ${chatPageUrl(host, config.server.port, token)}\n`);
  return 0;
}

async function readCommand(args: ParsedArgs, config: Config): Promise<number> {
  const target = args.positional[0];
  if (target === undefined) throw new UsageError('read needs a URL or an HTML file, e.g. hearth read --query "..." page.html');
  return runRead({ target, query: args.options.get('query'), json: args.flags.has('json') }, config);
}

async function listenCommand(args: ParsedArgs, config: Config): Promise<number> {
  const file = args.options.get('file');
  if (file === undefined) throw new UsageError('listen needs --file CLIP.wav');
  return runListen({ file, wake: args.options.get('wake'), json: args.flags.has('json') }, config);
}

async function modelsCommand(args: ParsedArgs, config: Config): Promise<number> {
  const sub = args.positional[0];
  if (sub !== 'list' && sub !== 'pull' && sub !== 'verify') throw new UsageError('models needs "list", "pull NAME" or "verify [NAME]"');
  if (sub === 'pull' && args.positional[1] === undefined) throw new UsageError('models pull needs a model name (see hearth models list)');
  return runModels({ sub, name: args.positional[1], json: args.flags.has('json') }, config);
}

async function sayCommand(args: ParsedArgs, config: Config): Promise<number> {
  const text = args.positional.join(' ').trim();
  if (text === '') throw new UsageError('say needs the text to speak, e.g. hearth say "hello" --out hello.wav');
  return runSay({ text, out: args.options.get('out'), voice: args.options.get('voice') }, config);
}

const ZIM_SUBS = ['search', 'list', 'pull', 'remove'];

async function zimCommand(args: ParsedArgs, config: Config): Promise<number> {
  const [sub, ...words] = args.positional;
  if (sub === undefined || !ZIM_SUBS.includes(sub)) throw new UsageError('zim needs search, list, pull NAME or remove NAME (see hearth zim --help)');
  if ((sub === 'pull' || sub === 'remove') && words.length !== 1) throw new UsageError(`zim ${sub} needs one book name (see hearth zim ${sub === 'pull' ? 'search' : 'list'})`);
  if (sub === 'list' && words.length > 0) throw new UsageError('zim list takes no words');
  const zimArgs: ZimArgs = { sub: sub as ZimArgs['sub'], words, json: args.flags.has('json') };
  const lang = args.options.get('lang');
  const catalog = args.options.get('catalog');
  if (lang !== undefined) {
    if (!/^[a-z]{2,3}$/iu.test(lang)) throw new UsageError('--lang needs a language code such as en or eng');
    zimArgs.lang = lang;
  }
  if (catalog !== undefined) {
    if (!/^https?:\/\/[^\s]+$/u.test(catalog)) throw new UsageError('--catalog needs an http(s) address, e.g. https://library.kiwix.org');
    zimArgs.catalog = catalog;
  }
  return runZim(zimArgs, config);
}
