/**
 * Pure parsing and validation of client frames (no I/O). The connection handler calls parseClientFrame()
 * on each text frame and either gets a typed message or the error frame to send back. Error messages are
 * fixed strings: they never echo what the client sent.
 */
import type { ClientMessage, ErrorCode } from './types.js';
import { parseSkillsFrame } from './skills-face.js';

/** Longest ask id, characters. Ids are the client's own labels; 64 fits a UUID with room to spare. */
const MAX_ID_CHARS = 64;

/**
 * Longest question, in Unicode code points (so a Cyrillic or CJK question gets the same allowance as a
 * Latin one). 2000 is far beyond any spoken or typed question and keeps one turn's work bounded.
 */
export const MAX_TEXT_CHARS = 2000;

type ParseResult =
  | { ok: true; message: ClientMessage }
  | { ok: false; code: ErrorCode; message: string; id?: string };

/** Parses one text frame. `raw` is the frame's text as received. */
export function parseClientFrame(raw: string): ParseResult {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, code: 'badJson', message: 'frame is not valid JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, code: 'badMessage', message: 'frame must be a JSON object' };
  }
  const frame = value as Record<string, unknown>;
  const id = validId(frame.id);

  switch (frame.type) {
    case 'ping':
      return { ok: true, message: { type: 'ping' } };
    case 'cancel':
      if (id === undefined) return bad('cancel needs an id (string, 1-64 characters)');
      return { ok: true, message: { type: 'cancel', id } };
    case 'ask': {
      if (id === undefined) return bad('ask needs an id (string, 1-64 characters)');
      if (typeof frame.text !== 'string') return bad('ask needs a text string', id);
      const text = frame.text.trim();
      if (text.length === 0) return bad('ask text is empty', id);
      if (countCodePoints(text) > MAX_TEXT_CHARS) {
        return { ok: false, code: 'tooLarge', message: `ask text is longer than ${MAX_TEXT_CHARS} characters`, id };
      }
      return { ok: true, message: { type: 'ask', id, text } };
    }
    default: {
      const skills = parseSkillsFrame(frame);
      if (typeof skills === 'string') return bad(skills);
      return skills ? { ok: true, message: skills } : bad('unknown message type', id);
    }
  }
}

function bad(message: string, id?: string): ParseResult {
  return id === undefined ? { ok: false, code: 'badMessage', message } : { ok: false, code: 'badMessage', message, id };
}

function validId(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (value.length === 0 || value.length > MAX_ID_CHARS) return undefined;
  return value;
}

/** Counts code points, stopping early once past the limit so a huge string costs little. */
function countCodePoints(text: string): number {
  let n = 0;
  for (const _ of text) {
    n += 1;
    if (n > MAX_TEXT_CHARS) break;
  }
  return n;
}
