/**
 * The terminal log format: the same fields as the JSON lines, readable.
 */
import { describe, expect, it } from 'vitest';
import { prettyLine, prettyStream } from '../daemon/log/pretty.js';

describe('prettyLine', () => {
  it('shows the level, the event and the fields, without pid, hostname or app', () => {
    const line = prettyLine(JSON.stringify({ level: 30, time: Date.UTC(2026, 0, 1, 12, 0, 0), pid: 1, hostname: 'box', app: 'hearth', event: 'server.listening', port: 8765 }));
    expect(line).toMatch(/^\d\d:\d\d:\d\d INFO  server\.listening {2}port=8765$/u);
  });

  it('quotes a string field with spaces', () => {
    expect(prettyLine(JSON.stringify({ level: 40, event: 'x', reason: 'two words' }))).toBe('WARN  x  reason="two words"');
  });

  it('passes a line that is not JSON through unchanged', () => {
    expect(prettyLine('plain text')).toBe('plain text');
  });
});

describe('prettyStream', () => {
  it('formats lines split across writes', () => {
    const out: string[] = [];
    const stream = prettyStream({ write: (s: string) => out.push(s) });
    const json = JSON.stringify({ level: 50, event: 'kiwix.exited', code: 1 });
    stream.write(json.slice(0, 10));
    stream.write(`${json.slice(10)}\n`);
    expect(out).toEqual(['ERROR kiwix.exited  code=1\n']);
  });
});
