/**
 * A Wyoming peer for tests, written from the spec (shared/reference/voice.md §4) and independently of
 * daemon/wyoming/, so Hearth's server and satellite driver are checked against a second reading of the
 * protocol. It frames events the Python way (data in a block) or inline, and reads both forms.
 * Used as a client of Hearth's Wyoming server and, wrapped in a TCP server, as a fake satellite.
 */
import { connect, type Socket } from 'node:net';

export interface PeerEvent {
  type: string;
  data: Record<string, unknown>;
  payload?: Buffer;
  /** performance.now() when the event was read (benchmarks time arrivals with it). */
  at?: number;
}

export function frame(type: string, data: Record<string, unknown> = {}, payload?: Buffer, inline = false): Buffer {
  const header: Record<string, unknown> = { type, version: '1.9.0' };
  let block: Buffer | undefined;
  if (Object.keys(data).length > 0) {
    if (inline) header.data = data;
    else {
      block = Buffer.from(JSON.stringify(data), 'utf8');
      header.data_length = block.length;
    }
  }
  if (payload && payload.length > 0) header.payload_length = payload.length;
  return Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`), ...(block ? [block] : []), ...(payload && payload.length > 0 ? [payload] : [])]);
}

/** Events read from a socket, with waiting helpers. `closed` resolves when the peer closes. */
export class Peer {
  readonly events: PeerEvent[] = [];
  readonly closed: Promise<void>;
  #buffer = Buffer.alloc(0);
  #waiters: Array<() => void> = [];
  #isClosed = false;

  constructor(readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => this.#onData(chunk));
    socket.on('error', () => undefined);
    this.closed = new Promise((resolve) => socket.on('close', () => {
      this.#isClosed = true;
      resolve();
      this.#wake();
    }));
  }

  static async connect(port: number, host = '127.0.0.1'): Promise<Peer> {
    const socket = connect({ port, host });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    return new Peer(socket);
  }

  get isClosed(): boolean {
    return this.#isClosed;
  }

  send(type: string, data: Record<string, unknown> = {}, payload?: Buffer, inline = false): void {
    this.socket.write(frame(type, data, payload, inline));
  }

  /** Sends mono 16-bit PCM as audio-start, 1024-sample audio-chunks and audio-stop. */
  sendAudio(pcm: Int16Array, rate: number): void {
    this.send('audio-start', { rate, width: 2, channels: 1, timestamp: 0 });
    for (let at = 0; at < pcm.length; at += 1024) {
      const slice = pcm.subarray(at, Math.min(pcm.length, at + 1024));
      this.send('audio-chunk', { rate, width: 2, channels: 1, timestamp: null }, Buffer.from(slice.buffer, slice.byteOffset, slice.byteLength));
    }
    this.send('audio-stop', { timestamp: null });
  }

  /**
   * Waits until an event of `type` (or of one of several types) has arrived after index `from`; resolves
   * with it, or rejects on close or timeout.
   */
  async waitFor(type: string | readonly string[], from = 0, timeoutMs = 20_000): Promise<PeerEvent> {
    const deadline = Date.now() + timeoutMs;
    const types = typeof type === 'string' ? [type] : type;
    for (;;) {
      const found = this.events.slice(from).find((e) => types.includes(e.type));
      if (found) return found;
      if (this.#isClosed) throw new Error(`closed before ${types.join('|')}; got ${this.events.map((e) => e.type).join(',')}`);
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${types.join('|')}; got ${this.events.map((e) => e.type).join(',')}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(1, deadline - Date.now()));
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.socket.destroy();
  }

  #wake(): void {
    for (const w of this.#waiters.splice(0)) w();
  }

  #onData(chunk: Buffer): void {
    this.#buffer = Buffer.concat([this.#buffer, chunk]);
    for (;;) {
      const newline = this.#buffer.indexOf(0x0a);
      if (newline < 0) break;
      const header = JSON.parse(this.#buffer.subarray(0, newline).toString('utf8')) as Record<string, unknown>;
      const dataLength = typeof header.data_length === 'number' ? header.data_length : 0;
      const payloadLength = typeof header.payload_length === 'number' ? header.payload_length : 0;
      if (this.#buffer.length < newline + 1 + dataLength + payloadLength) break;
      const body = this.#buffer.subarray(newline + 1);
      const data = { ...((header.data as Record<string, unknown> | undefined) ?? {}), ...(dataLength > 0 ? JSON.parse(body.subarray(0, dataLength).toString('utf8')) : {}) };
      const event: PeerEvent = { type: String(header.type), data, at: performance.now() };
      if (payloadLength > 0) event.payload = Buffer.from(body.subarray(dataLength, dataLength + payloadLength));
      this.events.push(event);
      this.#buffer = body.subarray(dataLength + payloadLength);
    }
    this.#wake();
  }
}

/** The PCM of a WAV file's data chunk (16-bit), and its rate. */
export function readWavPcm(bytes: Buffer): { pcm: Int16Array; rate: number } {
  let at = 12;
  let rate = 16000;
  while (at + 8 <= bytes.length) {
    const id = bytes.toString('ascii', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    if (id === 'fmt ') rate = bytes.readUInt32LE(at + 12);
    if (id === 'data') {
      const data = Buffer.from(bytes.subarray(at + 8, at + 8 + size));
      return { pcm: new Int16Array(data.buffer, data.byteOffset, Math.floor(data.length / 2)), rate };
    }
    at += 8 + size + (size % 2);
  }
  throw new Error('no data chunk');
}
