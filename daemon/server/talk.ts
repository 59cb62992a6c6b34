/**
 * Push-to-talk over a WebSocket at /talk: every phone with a browser is a satellite. The page (page/talk-page.ts)
 * holds a button; while it is held the browser streams 16 kHz mono 16-bit PCM as binary messages, and on
 * release Hearth transcribes it, runs the turn and speaks the answer back sentence by sentence:
 *
 *   client: {"type":"start"}, binary PCM..., {"type":"stop"}
 *   server: {"type":"transcript","text"}, then per sentence {"type":"chunk","text"} and
 *           {"type":"audio","rate"} followed by one binary message of PCM; last {"type":"answer","text","route"}
 *           or {"type":"error","code"}
 *
 * Same access as /ws (the token, the origin check, the connection cap). A newer press cancels the older turn.
 * Privacy: nothing here logs; counters carry outcomes only.
 */
import { randomUUID } from 'node:crypto';
import type { RawData, WebSocket } from 'ws';
import { SPEECH_SAMPLE_RATE_HZ } from '../audio/resample.js';
import type { Counters } from '../status/counters.js';
import type { Transcriber } from '../stt/types.js';
import { SpeechError, type Synthesizer } from '../tts/types.js';
import type { TurnRunner } from '../turn/chain.js';

/** The WebSocket path of push-to-talk. */
export const TALK_PATH = '/talk';

/** Longest press, s: a spoken question is under 15 s; 30 s of 16 kHz audio is about 1 MB. */
const MAX_TALK_SECONDS = 30;

export interface TalkDeps {
  runner: TurnRunner;
  transcriber: Transcriber;
  synth: Synthesizer;
  counters: Counters;
}

export class TalkConnection {
  readonly clientId = `talk:${randomUUID()}`;
  readonly #ws: WebSocket;
  readonly #d: TalkDeps;
  #chunks: Int16Array[] | undefined;
  #samples = 0;
  #abort: AbortController | undefined;

  constructor(ws: WebSocket, deps: TalkDeps) {
    this.#ws = ws;
    this.#d = deps;
    ws.on('message', (data, isBinary) => this.#onMessage(data, isBinary));
    ws.on('close', () => this.#cancel());
    ws.on('error', () => deps.counters.bump('server.talk.socketError'));
  }

  #send(message: Record<string, unknown>): void {
    if (this.#ws.readyState === this.#ws.OPEN) this.#ws.send(JSON.stringify(message));
  }

  #cancel(): void {
    this.#abort?.abort();
    this.#d.runner.cancel(this.clientId);
  }

  #onMessage(data: RawData, isBinary: boolean): void {
    const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
    if (isBinary) {
      if (!this.#chunks) return;
      const samples = Math.floor(bytes.length / 2);
      if (this.#samples + samples > MAX_TALK_SECONDS * SPEECH_SAMPLE_RATE_HZ) {
        this.#chunks = undefined;
        this.#d.counters.bump('server.talk.tooLong');
        return this.#send({ type: 'error', code: 'tooLong' });
      }
      const copy = new Int16Array(samples);
      for (let i = 0; i < samples; i += 1) copy[i] = bytes.readInt16LE(i * 2);
      this.#chunks.push(copy);
      this.#samples += samples;
      return;
    }
    let message: { type?: unknown };
    try {
      message = JSON.parse(bytes.toString('utf8')) as { type?: unknown };
    } catch {
      return this.#send({ type: 'error', code: 'badJson' });
    }
    if (message.type === 'start') {
      this.#cancel();
      this.#chunks = [];
      this.#samples = 0;
    } else if (message.type === 'stop' && this.#chunks) {
      const chunks = this.#chunks;
      this.#chunks = undefined;
      void this.#turn(chunks);
    }
  }

  async #turn(chunks: Int16Array[]): Promise<void> {
    const { counters } = this.#d;
    const abort = new AbortController();
    this.#abort = abort;
    const pcm = new Int16Array(chunks.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const c of chunks) {
      pcm.set(c, at);
      at += c.length;
    }
    const heard = await this.#d.transcriber.transcribe(pcm, SPEECH_SAMPLE_RATE_HZ, abort.signal);
    if (abort.signal.aborted) return;
    if (!heard.ok || heard.value.text.trim() === '') {
      counters.bump(heard.ok ? 'server.talk.empty' : `server.talk.stt.${heard.reason}`);
      return this.#send({ type: 'error', code: heard.ok ? 'nothingHeard' : 'sttFailed' });
    }
    this.#send({ type: 'transcript', text: heard.value.text });
    // Sentences are spoken one after another as the chain phrases them.
    let speaking: Promise<void> = Promise.resolve();
    const speak = (sentence: string): void => {
      speaking = speaking.then(async () => {
        if (abort.signal.aborted) return;
        this.#send({ type: 'chunk', text: sentence });
        try {
          for await (const chunk of this.#d.synth.synthesize(sentence, { signal: abort.signal })) {
            if (abort.signal.aborted) return;
            this.#send({ type: 'audio', rate: chunk.sampleRate });
            if (this.#ws.readyState === this.#ws.OPEN) this.#ws.send(Buffer.from(chunk.pcm.buffer, chunk.pcm.byteOffset, chunk.pcm.byteLength));
          }
        } catch (error) {
          if (!(error instanceof SpeechError)) throw error;
          counters.bump('server.talk.ttsFailed');
        }
      });
    };
    const outcome = await this.#d.runner.ask({ text: heard.value.text, origin: 'voice', clientId: this.clientId, onSentence: speak });
    await speaking;
    if (!outcome.ok) return;
    counters.bump('server.talk.answered');
    this.#send({ type: 'answer', text: outcome.record.text, route: outcome.record.route });
  }
}
