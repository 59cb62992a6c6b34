/**
 * Structured logging with pino. The rule (docs/privacy.md): no log line carries a question, an answer,
 * evidence, a URL or a host. Log events by name with counts, durations and stable codes only.
 * Tests run turns through a logger writing to a buffer and assert none of that text appears.
 */
import { pino, type Logger, type DestinationStream } from 'pino';

export type { Logger };

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** Creates the daemon's root logger. Logs go to stderr so `hearth ask --json` keeps stdout for its JSON. */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino({ level, base: { app: 'hearth' } }, destination ?? pino.destination(2));
}

/** A logger that drops everything, for library use and tests that do not look at logs. */
export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}
