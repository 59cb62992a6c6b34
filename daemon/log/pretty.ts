/**
 * A readable log line for a person at a terminal: `21:47:03 INFO  server.listening port=8765`. pino writes
 * one JSON object per line; this stream turns each into that shape. Under systemd (stderr is not a terminal)
 * the JSON stays as it is, for journalctl -o json and log shippers. The fields are the same either way, so
 * the privacy rule (no question, answer, URL or host) holds for both.
 */
import { Writable } from 'node:stream';

const LEVEL_NAMES: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Fields pino adds to every line, shown in the prefix or not at all. */
const HIDDEN = new Set(['level', 'time', 'pid', 'hostname', 'app', 'msg', 'event']);

function value(v: unknown): string {
  if (typeof v === 'string') return /[\s="]/u.test(v) || v === '' ? JSON.stringify(v) : v;
  return JSON.stringify(v) ?? String(v);
}

/** Pure: one pino JSON line as a readable line (no trailing newline). Not JSON: returned as it is. */
export function prettyLine(json: string): string {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const time = typeof record.time === 'number' ? new Date(record.time).toTimeString().slice(0, 8) : '';
  const level = (LEVEL_NAMES[Number(record.level)] ?? String(record.level)).padEnd(5);
  const head = [time, level, typeof record.event === 'string' ? record.event : '', typeof record.msg === 'string' ? record.msg : '']
    .filter((p) => p !== '')
    .join(' ');
  const fields = Object.entries(record)
    .filter(([k]) => !HIDDEN.has(k))
    .map(([k, v]) => `${k}=${value(v)}`);
  return fields.length ? `${head}  ${fields.join(' ')}` : head;
}

/** A stream pino can write to, writing readable lines to `out`. */
export function prettyStream(out: { write(s: string): unknown }): Writable {
  let partial = '';
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      const lines = (partial + String(chunk)).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) if (line !== '') out.write(`${prettyLine(line)}\n`);
      done();
    },
    final(done) {
      if (partial !== '') out.write(`${prettyLine(partial)}\n`);
      done();
    },
  });
}
