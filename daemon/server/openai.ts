/**
 * An OpenAI-compatible face, so Open WebUI or Home Assistant's OpenAI-compatible conversation integrations can
 * use Hearth as a grounded "model":
 *
 *   GET  /v1/models             -> one model, "hearth"
 *   POST /v1/chat/completions   -> the last user message is a Hearth turn; `stream: true` gives server-sent
 *                                  events in OpenAI's chunk shape, one content delta per sentence
 *
 * Both need the chat token as the API key (`Authorization: Bearer <token>`), from loopback too.
 *
 * What a request cannot do: earlier messages are context only (the topic of a follow-up, never a turn of
 * their own), system prompts, tools, tool_choice, temperature, response_format and the model name are
 * ignored, so nothing in a request can switch off the boundary or make Hearth call anything. Design record:
 * docs/wyoming-server.md, "The OpenAI-compatible endpoint".
 *
 * Privacy: nothing here logs; counters carry outcomes only.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Counters } from '../status/counters.js';
import type { TurnRunner } from '../turn/chain.js';
import { tokensEqual } from './guard.js';

/** The one model Hearth offers. */
const OPENAI_MODEL_ID = 'hearth';

/**
 * Largest request body, bytes. A chat with a long history is tens of KiB; only the last user message is
 * a turn (cut at 2,000 characters by the chain), so 512 KiB is generous and still bounds memory.
 */
export const MAX_OPENAI_BODY_BYTES = 512 * 1024;

/** Earlier user messages kept as context, newest last; the chain looks at the last few only. */
const MAX_EARLIER_MESSAGES = 8;

export interface OpenAiDeps {
  runner: TurnRunner;
  token: string;
  counters: Counters;
}

type ErrorType = 'invalid_request_error' | 'authentication_error' | 'not_found_error' | 'server_error';

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

function sendError(res: ServerResponse, status: number, type: ErrorType, message: string, code: string | null = null): void {
  sendJson(res, status, { error: { message, type, param: null, code } });
}

function authorised(req: IncomingMessage, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match?.[1] !== undefined && tokensEqual(match[1], token);
}

/** Reads the body up to the cap. Resolves undefined when it is larger (the request is then answered 413). */
function readBody(req: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > MAX_OPENAI_BODY_BYTES) {
        done = true;
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!done) resolve(Buffer.concat(chunks).toString('utf8'));
      done = true;
    });
    req.on('error', () => {
      if (!done) resolve(undefined);
      done = true;
    });
  });
}

/** The text of a message's content: a string, or the text parts of a content array (images are ignored). */
function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part) => (typeof part === 'object' && part !== null && (part as { type?: unknown }).type === 'text' ? String((part as { text?: unknown }).text ?? '') : ''))
    .filter((t) => t !== '')
    .join(' ');
}

interface ChatRequest {
  question: string;
  earlier: string[];
  stream: boolean;
}

/** Validates a chat completion request. Pure. Returns an error message for a request OpenAI would refuse. */
export function parseChatRequest(body: unknown): { ok: true; value: ChatRequest } | { ok: false; message: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, message: 'the body must be a JSON object' };
  const { messages, stream } = body as { messages?: unknown; stream?: unknown };
  if (!Array.isArray(messages) || messages.length === 0) return { ok: false, message: 'messages must be a non-empty array' };
  const users: string[] = [];
  for (const message of messages) {
    if (typeof message !== 'object' || message === null) return { ok: false, message: 'every message must be an object' };
    const { role, content } = message as { role?: unknown; content?: unknown };
    if (typeof role !== 'string') return { ok: false, message: 'every message needs a role' };
    if (role === 'user') users.push(contentText(content).trim());
  }
  const question = users.at(-1);
  if (question === undefined || question === '') return { ok: false, message: 'there must be a user message with text' };
  return { ok: true, value: { question, earlier: users.slice(0, -1).filter((t) => t !== '').slice(-MAX_EARLIER_MESSAGES), stream: stream === true } };
}

function completionId(): string {
  return `chatcmpl-${randomUUID().replace(/-/g, '')}`;
}

/** Handles a request under /v1/. Returns false for a path it does not serve (the caller answers 404). */
export function handleOpenAi(req: IncomingMessage, res: ServerResponse, path: string, deps: OpenAiDeps): boolean {
  if (path !== '/v1/models' && path !== '/v1/chat/completions') return false;
  if (!authorised(req, deps.token)) {
    deps.counters.bump('server.openai.unauthorized');
    res.setHeader('WWW-Authenticate', 'Bearer');
    sendError(res, 401, 'authentication_error', 'Invalid API key: use the chat token (npx hearth token).', 'invalid_api_key');
    return true;
  }
  if (path === '/v1/models') {
    if (req.method !== 'GET') {
      res.setHeader('Allow', 'GET');
      sendError(res, 405, 'invalid_request_error', 'use GET');
      return true;
    }
    sendJson(res, 200, { object: 'list', data: [{ id: OPENAI_MODEL_ID, object: 'model', created: 0, owned_by: 'hearth' }] });
    return true;
  }
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    sendError(res, 405, 'invalid_request_error', 'use POST');
    return true;
  }
  void chatCompletion(req, res, deps);
  return true;
}

async function chatCompletion(req: IncomingMessage, res: ServerResponse, deps: OpenAiDeps): Promise<void> {
  const { counters, runner } = deps;
  const raw = await readBody(req);
  if (raw === undefined) {
    counters.bump('server.openai.tooLarge');
    res.setHeader('Connection', 'close');
    return sendError(res, 413, 'invalid_request_error', 'request body too large');
  }
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    counters.bump('server.openai.badJson');
    return sendError(res, 400, 'invalid_request_error', 'the body is not valid JSON');
  }
  const parsed = parseChatRequest(body);
  if (!parsed.ok) {
    counters.bump('server.openai.badRequest');
    return sendError(res, 400, 'invalid_request_error', parsed.message);
  }
  const { question, earlier, stream } = parsed.value;
  const id = completionId();
  const created = Math.floor(Date.now() / 1000);
  const clientId = `openai:${id}`;
  // A client that goes away cancels its turn.
  res.on('close', () => {
    if (!res.writableFinished) runner.cancel(clientId);
  });
  counters.bump(stream ? 'server.openai.streamed' : 'server.openai.completions');

  if (!stream) {
    const outcome = await runner.ask({ text: question, origin: 'chat', clientId, earlier });
    if (!outcome.ok) return sendError(res, 503, 'server_error', 'the turn was cancelled');
    return sendJson(res, 200, {
      id,
      object: 'chat.completion',
      created,
      model: OPENAI_MODEL_ID,
      choices: [{ index: 0, message: { role: 'assistant', content: outcome.record.text }, logprobs: null, finish_reason: 'stop' }],
      usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
    });
  }

  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Connection', 'keep-alive');
  res.flushHeaders();
  const chunk = (delta: Record<string, unknown>, finish: string | null): void => {
    if (res.writableEnded) return;
    const data = { id, object: 'chat.completion.chunk', created, model: OPENAI_MODEL_ID, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] };
    res.write(`data: ${JSON.stringify(data)}\n\n`);
  };
  chunk({ role: 'assistant', content: '' }, null);
  let first = true;
  const outcome = await runner.ask({
    text: question,
    origin: 'chat',
    clientId,
    earlier,
    onSentence: (sentence) => {
      chunk({ content: first ? sentence : ` ${sentence}` }, null);
      first = false;
    },
  });
  if (!outcome.ok) counters.bump(`server.openai.${outcome.reason}`);
  // A turn whose sentences were not streamed (none is the exception) still gets its text.
  else if (first && outcome.record.text !== '') chunk({ content: outcome.record.text }, null);
  chunk({}, 'stop');
  if (!res.writableEnded) res.end('data: [DONE]\n\n');
}
