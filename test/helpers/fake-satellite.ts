/**
 * A fake Wyoming satellite for tests and benchmarks, written from the protocol: a TCP server Hearth connects to;
 * every accepted connection becomes a Peer (helpers/wyoming-peer.ts), and the test plays the satellite's part.
 */
import { createServer, type Server } from 'node:net';
import { Peer } from './wyoming-peer.js';

export interface FakeSatellite {
  port: number;
  uri: string;
  peers: Peer[];
  /** Resolves with Hearth's connection number `index` (0 = the first), waiting for it if need be. */
  connection(index: number): Promise<Peer>;
  close(): Promise<void>;
}

export async function startFakeSatellite(): Promise<FakeSatellite> {
  const peers: Peer[] = [];
  const waiters: Array<() => void> = [];
  const server: Server = createServer((socket) => {
    peers.push(new Peer(socket));
    for (const w of waiters.splice(0)) w();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    uri: `tcp://127.0.0.1:${address.port}`,
    peers,
    async connection(index) {
      while (peers.length <= index) await new Promise<void>((resolve) => waiters.push(resolve));
      return peers[index]!;
    },
    async close() {
      for (const p of peers) p.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Streams 16 kHz PCM as a satellite microphone does, one 1024-sample chunk every `chunkMs` (64 = real time). */
export async function streamMic(peer: Peer, pcm: Int16Array, chunkMs = 64, onChunk?: (endSample: number) => void): Promise<void> {
  peer.send('audio-start', { rate: 16000, width: 2, channels: 1, timestamp: 0 });
  const started = performance.now();
  for (let at = 0, n = 0; at < pcm.length; at += 1024, n += 1) {
    const slice = pcm.subarray(at, Math.min(pcm.length, at + 1024));
    const due = started + n * chunkMs;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    peer.send('audio-chunk', { rate: 16000, width: 2, channels: 1, timestamp: null }, Buffer.from(slice.buffer, slice.byteOffset, slice.byteLength));
    onChunk?.(at + slice.length);
  }
}
