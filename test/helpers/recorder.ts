/**
 * A recording HTTP server on loopback: it answers every request with an empty but well-formed reply for the
 * service it pretends to be (kiwix-serve, SearXNG, an OpenAI-compatible LLM) and remembers the request.
 * The leak tests point Hearth's network stages at these and count what arrived.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  body: string;
}

export interface Recorder {
  readonly url: string;
  readonly requests: RecordedRequest[];
  close(): Promise<void>;
}

type Responder = (req: IncomingMessage, res: ServerResponse, body: string) => void;

const EMPTY_KIWIX: Responder = (req, res) => {
  const path = req.url ?? '/';
  if (path.startsWith('/suggest')) {
    res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
  } else if (path.startsWith('/catalog')) {
    res.writeHead(200, { 'content-type': 'application/atom+xml' }).end('<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><totalResults>0</totalResults></feed>');
  } else {
    res.writeHead(200, { 'content-type': 'application/rss+xml' }).end('<?xml version="1.0"?><rss version="2.0"><channel><title>Search</title><totalResults>0</totalResults></channel></rss>');
  }
};

const EMPTY_SEARXNG: Responder = (req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ query: 'x', results: [], answers: [], unresponsive_engines: [] }));
};

const EMPTY_LLM: Responder = (req, res) => {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  res.end('data: {"choices":[{"delta":{"content":"I do not know."}}]}\n\ndata: [DONE]\n\n');
};

export const RESPONDERS = { kiwix: EMPTY_KIWIX, searxng: EMPTY_SEARXNG, llm: EMPTY_LLM } as const;

export async function startRecorder(kind: keyof typeof RESPONDERS): Promise<Recorder> {
  const requests: RecordedRequest[] = [];
  const respond = RESPONDERS[kind];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({ method: req.method ?? 'GET', url: req.url ?? '/', body });
      respond(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
