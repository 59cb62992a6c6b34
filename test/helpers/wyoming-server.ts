/**
 * A Wyoming server for tests, written from the spec (shared/reference/voice.md §4) and independently of
 * daemon/wyoming/ so the client is checked against a second reading of the protocol, not against itself.
 * It listens on 127.0.0.1 on a free port and plays the parts of wyoming-faster-whisper and wyoming-piper:
 *   describe → info; transcribe + audio → transcript; synthesize → audio-start/chunk/stop;
 *   synthesize-start/-chunk/-stop → one audio group per sentence, then synthesize-stopped.
 * Faults on demand: die in the middle of the audio, or never answer (a slow server).
 * Its writer puts `data` inline in the header for some events and in a data block for others, as real
 * servers differ, so the client's reader must handle both.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { frame } from './wyoming-peer.js';

export interface ReceivedEvent {
  type: string;
  data: Record<string, unknown>;
  payload?: Buffer;
}

export type Fault = 'none' | 'dieMidStream' | 'silent';

export interface WyomingTestServerOptions {
  /** Put into info.tts[0].supports_synthesize_streaming. */
  streaming?: boolean;
  /** What to do instead of answering. */
  fault?: Fault;
  /** The sample rate of synthesized audio. */
  ttsRate?: number;
  /** What every transcript says (the voice-turn tests); by default a description of the audio received. */
  transcript?: string;
}

export interface WyomingTestServer {
  port: number;
  uri: string;
  /** Every event each connection received, one array per connection, in order. */
  connections: ReceivedEvent[][];
  options: WyomingTestServerOptions;
  close(): Promise<void>;
}

/** Samples of tone per character of text, so longer text gives longer audio (about 45 ms a character). */
const SAMPLES_PER_CHAR = 1000;
const SAMPLES_PER_CHUNK = 1024;

function write(socket: Socket, type: string, data: Record<string, unknown> = {}, payload?: Buffer, inline = false): void {
  socket.write(frame(type, data, payload, inline));
}

/** A readable tone: `samples` of a 440 Hz sine at about a quarter of full scale. */
function tone(samples: number, rate: number): Buffer {
  const pcm = new Int16Array(samples);
  for (let i = 0; i < samples; i += 1) pcm[i] = Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate));
  return Buffer.from(pcm.buffer);
}

function splitSentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/).map((s) => s.trim()).filter((s) => s !== '');
}

export async function startWyomingServer(options: WyomingTestServerOptions = {}): Promise<WyomingTestServer> {
  const connections: ReceivedEvent[][] = [];
  const sockets = new Set<Socket>();
  const rate = options.ttsRate ?? 22050;

  const sendAudio = (socket: Socket, text: string): boolean => {
    const audio = tone(SAMPLES_PER_CHAR * [...text].length, rate);
    write(socket, 'audio-start', { rate, width: 2, channels: 1, timestamp: null }, undefined, true);
    for (let at = 0; at < audio.length; at += SAMPLES_PER_CHUNK * 2) {
      write(socket, 'audio-chunk', { rate, width: 2, channels: 1, timestamp: null }, audio.subarray(at, at + SAMPLES_PER_CHUNK * 2));
      if (options.fault === 'dieMidStream') {
        socket.destroy();
        return false;
      }
    }
    write(socket, 'audio-stop', { timestamp: null });
    return true;
  };

  const handle = (socket: Socket, received: ReceivedEvent[], event: ReceivedEvent, state: { audio: Buffer[]; streamed: string[] }): void => {
    received.push(event);
    if (event.type === 'describe') {
      write(socket, 'info', {
        asr: [{ name: 'test-whisper', installed: true, models: [{ name: 'tiny', languages: ['en', 'ru'] }] }],
        tts: [{ name: 'test-piper', installed: true, voices: [{ name: 'test', languages: ['en'] }], supports_synthesize_streaming: options.streaming === true }],
      });
      return;
    }
    if (options.fault === 'silent') return;
    switch (event.type) {
      case 'audio-chunk':
        if (event.payload) state.audio.push(event.payload);
        if (options.fault === 'dieMidStream') socket.destroy();
        return;
      case 'audio-stop': {
        const bytes = state.audio.reduce((n, b) => n + b.length, 0);
        const start = received.find((e) => e.type === 'audio-start');
        const transcribe = received.find((e) => e.type === 'transcribe');
        const language = typeof transcribe?.data.language === 'string' ? transcribe.data.language : 'en';
        const text = options.transcript ?? `heard ${bytes / 2} samples at ${String(start?.data.rate)}`;
        write(socket, 'transcript', { text, language }, undefined, true);
        socket.end(); // like wyoming-faster-whisper: one utterance per connection
        return;
      }
      case 'synthesize':
        // In the streaming flow the server ignores the compatibility `synthesize` event.
        if (received.some((e) => e.type === 'synthesize-start')) return;
        sendAudio(socket, String(event.data.text ?? ''));
        return;
      case 'synthesize-chunk':
        state.streamed.push(String(event.data.text ?? ''));
        return;
      case 'synthesize-stop':
        for (const sentence of splitSentences(state.streamed.join(''))) if (!sendAudio(socket, sentence)) return;
        write(socket, 'synthesize-stopped');
        return;
      default:
    }
  };

  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    const received: ReceivedEvent[] = [];
    connections.push(received);
    const state = { audio: [] as Buffer[], streamed: [] as string[] };
    let buffer = Buffer.alloc(0);
    let pending: { type: string; data: Record<string, unknown>; dataLength: number; payloadLength: number } | undefined;
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (!pending) {
          const nl = buffer.indexOf(10);
          if (nl < 0) return;
          const header = JSON.parse(buffer.subarray(0, nl).toString('utf8')) as Record<string, unknown>;
          buffer = buffer.subarray(nl + 1);
          pending = {
            type: String(header.type),
            data: (header.data as Record<string, unknown> | undefined) ?? {},
            dataLength: Number(header.data_length ?? 0),
            payloadLength: Number(header.payload_length ?? 0),
          };
        }
        if (buffer.length < pending.dataLength + pending.payloadLength) return;
        const data = { ...pending.data };
        if (pending.dataLength > 0) Object.assign(data, JSON.parse(buffer.subarray(0, pending.dataLength).toString('utf8')));
        const event: ReceivedEvent = { type: pending.type, data };
        if (pending.payloadLength > 0) event.payload = Buffer.from(buffer.subarray(pending.dataLength, pending.dataLength + pending.payloadLength));
        buffer = buffer.subarray(pending.dataLength + pending.payloadLength);
        pending = undefined;
        if (socket.destroyed) return;
        handle(socket, received, event, state);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    uri: `tcp://127.0.0.1:${address.port}`,
    connections,
    options,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
