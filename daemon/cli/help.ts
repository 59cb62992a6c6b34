/**
 * What each `hearth` command accepts and its help text. One table, so `hearth X --help`, the parser's
 * strictness and the overview cannot drift apart.
 */
import type { OptionSpec } from './args.js';

interface CommandHelp extends OptionSpec {
  /** One line for the overview. */
  summary: string;
  /** The full `hearth X --help` text (usage line first). */
  text: string;
}

const CONFIG_LINE = '  --config FILE         your config file (else HEARTH_CONFIG; defaults are config/hearth.toml)';

function help(usage: string, body: string, options: string[] = []): string {
  return [`usage: hearth ${usage}`, '', body.trim(), '', 'options:', ...options, CONFIG_LINE, '  -h, --help            this text', ''].join('\n');
}

export const COMMAND_HELP: Record<string, CommandHelp> = {
  start: {
    summary: 'run the daemon (chat page, WebSocket, timers)',
    values: ['port', 'host'],
    flags: [],
    text: help('start [--port N] [--host ADDR]', 'Runs the daemon: the chat page, the WebSocket protocol, /status, timers and (if on) the voice loop.\nPrints what is on, what is off and why, and the chat link.', [
      '  --port N              listen on port N (0 picks a free one; default server.port, 8765)',
      '  --host ADDR           listen on this address of this host (0.0.0.0 for the LAN, 127.0.0.1 for this box only)',
    ]),
  },
  ask: {
    summary: 'run one turn in-process and print the answer',
    values: [],
    flags: ['json'],
    text: help('ask [--json] TEXT', 'Runs one turn in this process, as the daemon would, and prints the answer.', [
      '  --json                print one JSON object: {text, route, evidence, timingsMs}',
    ]),
  },
  read: {
    summary: 'what page grounding would hand the phraser for one page',
    values: ['query'],
    flags: ['json'],
    text: help('read [--query Q] [--json] URL|FILE', 'Shows the readable text of one web page or saved HTML file, split into passages,\nand with --query the passages that would answer it.', [
      '  --query Q             rank the passages against this question',
      '  --json                print one JSON object',
    ]),
  },
  listen: {
    summary: 'run a clip through wake word, endpointing and speech-to-text',
    values: ['file', 'wake'],
    flags: ['json'],
    text: help('listen --file CLIP.wav [--wake NAME] [--json]', 'Runs a recording through the wake word, the end-of-speech detector and speech-to-text.', [
      '  --file CLIP.wav       the recording (WAV)',
      '  --wake NAME           use this wake word (catalog name or .onnx path) instead of the configured ones',
      '  --json                one JSON object per event',
    ]),
  },
  say: {
    summary: 'speak with the configured voice, or write a WAV file',
    values: ['out', 'voice'],
    flags: [],
    text: help('say TEXT [--out FILE.wav] [--voice VOICE]', 'Speaks the text through the speaker, or writes it to a WAV file.', [
      '  --out FILE.wav        write a WAV file instead of playing',
      '  --voice VOICE         an espeak-ng voice or a Piper voice (catalog name or .onnx path)',
    ]),
  },
  models: {
    summary: 'list, pull or verify models in the model cache',
    values: [],
    flags: ['json'],
    text: help('models list|pull NAME|verify [NAME] [--json]', [
      'list            the model catalog and what is on disk',
      'pull NAME       download a model into the model cache (resumes; checks hashes)',
      'verify [NAME]   check model files copied in by hand against the catalog hashes and accept them',
    ].join('\n'), ['  --json                print JSON']),
  },
  zim: {
    summary: 'find, download and remove offline Wikipedia (ZIM files)',
    values: ['lang', 'catalog'],
    flags: ['json'],
    text: help('zim search [WORDS] [--lang LL] | list | pull NAME | remove NAME', [
      'search [WORDS]  books in the Kiwix catalog (title, language, size, articles); no words: a starter book',
      '                for your language',
      'list            the ZIM files in the ZIM folder',
      'pull NAME       download a book into the ZIM folder (resumes; checks the checksum before it appears;',
      '                a running daemon serves it without a restart)',
      'remove NAME     delete a book from the ZIM folder',
    ].join('\n'), [
      '  --lang LL             language for search (ISO 639-1 "en" or 639-3 "eng"; default locale.language)',
      '  --catalog URL         the catalog base URL (default zim.catalog_url)',
      '  --json                print JSON',
    ]),
  },
  doctor: {
    summary: 'check every part and say how to fix what is wrong',
    values: [],
    flags: ['json'],
    text: help('doctor [--json]', 'Checks Node, ICU data, kiwix-serve and the ZIM files, SearXNG, models, audio devices, the LLM\nand the port. Prints OK or what is wrong and the exact fix for each. Exit 0 only when everything\nconfigured works.', [
      '  --json                print one JSON object',
    ]),
  },
  'install-service': {
    summary: 'install Hearth as a systemd service from this checkout (root)',
    values: [],
    flags: ['dry-run'],
    text: help('install-service [--dry-run]', 'Creates the hearth system user, writes /etc/systemd/system/hearth.service for this checkout,\nreloads systemd and enables the service. Needs root. Steps already done are skipped.', [
      '  --dry-run             print the steps and the unit, change nothing',
    ]),
  },
  token: {
    summary: 'print the chat token and the chat page address',
    values: [],
    flags: [],
    text: help('token', 'Prints the chat token (stdout) and the chat page link (stderr).'),
  },
};

export function overview(): string {
  const rows = Object.entries(COMMAND_HELP).map(([name, c]) => `  ${name.padEnd(16)} ${c.summary}`);
  return [
    'usage: hearth <command> [options]', '', 'commands:', ...rows, '  help             this text', '',
    'Each command has its own help: hearth <command> --help', '', 'options:', CONFIG_LINE, '',
  ].join('\n');
}
