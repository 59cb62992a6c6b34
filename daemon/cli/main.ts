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
import { chatPageUrl, loadOrCreateToken } from '../server/token.js';
import { parseArgs, UsageError, type ParsedArgs } from './args.js';
import { runRead } from './read.js';
import { runListen } from './listen.js';
import { runModels } from './models.js';
import { runSay } from './say.js';

const USAGE = `usage: hearth <command> [options]

commands:
  start                 run the daemon (chat page, WebSocket, timers)
  ask [--json] TEXT     run one turn in-process and print the answer
                        (--json prints {text, route, evidence, timingsMs})
  read [--query Q] [--json] URL|FILE
                        what page grounding would hand the phraser for one page
  listen --file CLIP.wav [--wake NAME] [--json]
                        run a clip through wake word, endpointing and speech-to-text
  say TEXT [--out FILE.wav] [--voice VOICE]
                        speak with the configured voice, or write a WAV file
  models list|pull NAME [--json]
                        the model catalog; download a model into the model cache
  token                 print the chat token and the chat page address
  help                  this text

options:
  --config FILE         your config file (else HEARTH_CONFIG; defaults are config/hearth.toml)
`;

type Command = (args: ParsedArgs, config: Config) => Promise<number>;

const COMMANDS: Record<string, Command> = {
  start: runStart,
  ask: runAsk,
  read: readCommand,
  listen: listenCommand,
  say: sayCommand,
  models: modelsCommand,
  token: runToken,
};

export async function main(argv: string[]): Promise<number> {
  let args: ParsedArgs;
  try {
    args = parseArgs(argv, ['config', 'query', 'file', 'wake', 'out', 'voice']);
  } catch (error) {
    return fail(error);
  }
  if (args.command === undefined || args.command === 'help' || args.flags.has('help')) {
    process.stdout.write(USAGE);
    return args.command === undefined ? 2 : 0;
  }
  const command = COMMANDS[args.command];
  if (!command) {
    process.stderr.write(`hearth: unknown command "${args.command}"\n${USAGE}`);
    return 2;
  }
  try {
    const config = loadConfig({ configPath: args.options.get('config') });
    return await command(args, config);
  } catch (error) {
    return fail(error);
  }
}

function fail(error: unknown): number {
  if (error instanceof ConfigError || error instanceof UsageError) {
    process.stderr.write(`hearth: ${error.message}\n`);
    return 2;
  }
  // The data directory cannot be written (read-only mount, full disk, wrong owner): one line, not a stack.
  if (error instanceof StoreError && (error.code === 'STORE_READ_ONLY' || error.code === 'STORE_WRITE_FAILED')) {
    process.stderr.write(`hearth: ${error.message}\n`);
    return 1;
  }
  throw error;
}

async function runAsk(args: ParsedArgs, config: Config): Promise<number> {
  const text = args.positional.join(' ').trim();
  if (text === '') throw new UsageError('ask needs the question text, e.g. hearth ask "what time is it"');
  // The same limit as a question over the WebSocket: refused with one line, not cut without a word.
  if ([...text].length > MAX_TEXT_CHARS) throw new UsageError(`the question is longer than ${MAX_TEXT_CHARS} characters`);
  // Logs go to stderr; stdout carries only the answer (or exactly one JSON object with --json).
  const logger = createLogger(config.log.level === 'info' ? 'warn' : config.log.level);
  const hearth = await createHearth(config, { logger });
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

async function runStart(_args: ParsedArgs, config: Config): Promise<number> {
  const logger = createLogger(config.log.level);
  const daemon = await startDaemon(config, logger);
  process.stderr.write(`hearth: listening on ${daemon.host}:${daemon.port}; \`npx hearth token\` prints the chat link\n`);
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
  if (sub !== 'list' && sub !== 'pull') throw new UsageError('models needs "list" or "pull NAME"');
  if (sub === 'pull' && args.positional[1] === undefined) throw new UsageError('models pull needs a model name (see hearth models list)');
  return runModels({ sub, name: args.positional[1], json: args.flags.has('json') }, config);
}

async function sayCommand(args: ParsedArgs, config: Config): Promise<number> {
  const text = args.positional.join(' ').trim();
  if (text === '') throw new UsageError('say needs the text to speak, e.g. hearth say "hello" --out hello.wav');
  return runSay({ text, out: args.options.get('out'), voice: args.options.get('voice') }, config);
}
