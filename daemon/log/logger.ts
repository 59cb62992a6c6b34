/**
 * Structured logging with pino. The rule (docs/privacy.md): no log line carries a question, an answer,
 * evidence, a URL or a host. Log events by name with counts, durations and stable codes only.
 * Tests run turns through a logger writing to a buffer and assert none of that text appears.
 */
import { pino, type Logger, type DestinationStream } from 'pino';
import { prettyStream } from './pretty.js';

export type { Logger };

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export type LogFormat = 'auto' | 'pretty' | 'json';

/**
 * Creates the daemon's root logger. Logs go to stderr so `hearth ask --json` keeps stdout for its JSON.
 * `auto` (the default) is readable lines on a terminal and JSON otherwise (systemd's journal, a pipe).
 */
export function createLogger(level: LogLevel, destination?: DestinationStream, format: LogFormat = 'auto'): Logger {
  if (destination) return pino({ level, base: { app: 'hearth' } }, destination);
  const pretty = format === 'pretty' || (format === 'auto' && process.stderr.isTTY === true);
  return pino({ level, base: { app: 'hearth' } }, pretty ? prettyStream(process.stderr) : pino.destination(2));
}

/** A logger that drops everything, for library use and tests that do not look at logs. */
export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}
