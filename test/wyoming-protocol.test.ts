import { describe, expect, it } from 'vitest';
import { audioChunkEvents, pcmFromPayload, readAudioFormat } from '../daemon/wyoming/audio.js';
import { parseWyomingUri } from '../daemon/wyoming/client.js';
import { EventParser, MAX_HEADER_BYTES, encodeEvent, type WyomingEvent } from '../daemon/wyoming/protocol.js';

/** Feeds `bytes` to a fresh parser in pieces of `size` bytes and collects every event. */
function parseInPieces(bytes: Buffer, size: number): WyomingEvent[] {
  const parser = new EventParser();
  const events: WyomingEvent[] = [];
  for (let at = 0; at < bytes.length; at += size) events.push(...parser.push(bytes.subarray(at, at + size)));
  return events;
}

describe('Wyoming framing', () => {
  it('writes an event without data as a bare header line with the version', () => {
    expect(encodeEvent({ type: 'describe' }).toString('utf8')).toBe('{"type":"describe","version":"1.9.0"}\n');
  });

  it('writes data as a block after the header with its UTF-8 byte length', () => {
    const bytes = encodeEvent({ type: 'transcript', data: { text: 'Привет' } });
    const newline = bytes.indexOf(10);
    const header = JSON.parse(bytes.subarray(0, newline).toString('utf8'));
    const block = bytes.subarray(newline + 1);
    expect(header).toEqual({ type: 'transcript', version: '1.9.0', data_length: block.length });
    expect(block.length).toBe(Buffer.byteLength('{"text":"Привет"}'));
    expect(JSON.parse(block.toString('utf8'))).toEqual({ text: 'Привет' });
  });

  it('writes the payload after the data block', () => {
    const payload = Buffer.from([1, 2, 3, 4]);
    const bytes = encodeEvent({ type: 'audio-chunk', data: { rate: 16000 }, payload });
    expect(bytes.subarray(bytes.length - 4)).toEqual(payload);
    const header = JSON.parse(bytes.subarray(0, bytes.indexOf(10)).toString('utf8'));
    expect(header.payload_length).toBe(4);
  });

  it('reads the exact bytes the Python reference writes', () => {
    const pcm = Buffer.alloc(2048, 7);
    const data = '{"rate": 16000, "width": 2, "channels": 1, "timestamp": null}';
    const wire = Buffer.concat([
      Buffer.from('{"type": "describe", "version": "1.9.0"}\n'),
      Buffer.from(`{"type": "audio-chunk", "version": "1.9.0", "data_length": ${Buffer.byteLength(data)}, "payload_length": 2048}\n${data}`),
      pcm,
      Buffer.from('{"type": "transcript", "version": "1.9.0", "data_length": 42}\n{"text": "What is the capital of France?"}'),
    ]);
    const events = new EventParser().push(wire);
    expect(events.map((e) => e.type)).toEqual(['describe', 'audio-chunk', 'transcript']);
    expect(events[1]?.data).toEqual({ rate: 16000, width: 2, channels: 1, timestamp: null });
    expect(events[1]?.payload).toEqual(pcm);
    expect(events[2]?.data).toEqual({ text: 'What is the capital of France?' });
  });

  it('gives the same events whatever size the pieces arrive in, even one byte at a time', () => {
    const wire = Buffer.concat([
      encodeEvent({ type: 'transcribe', data: { language: 'ru' } }),
      encodeEvent({ type: 'audio-chunk', data: { rate: 16000, width: 2, channels: 1 }, payload: Buffer.alloc(300, 9) }),
      encodeEvent({ type: 'transcript', data: { text: 'Wie spät ist es? Сколько времени?' } }),
    ]);
    const whole = new EventParser().push(wire);
    for (const size of [1, 2, 3, 7, 64, 333]) expect(parseInPieces(wire, size)).toEqual(whole);
    expect(whole[2]?.data.text).toBe('Wie spät ist es? Сколько времени?');
  });

  it('merges the data block on top of inline header data', () => {
    const wire = Buffer.from('{"type":"synthesize","data":{"text":"a","voice":{"name":"x"}},"data_length":12}\n{"text":"b"}');
    const [event] = new EventParser().push(wire);
    expect(event?.data).toEqual({ text: 'b', voice: { name: 'x' } });
  });

  it('keeps an incomplete event buffered until its payload arrives', () => {
    const wire = encodeEvent({ type: 'audio-chunk', data: { rate: 1 }, payload: Buffer.alloc(10) });
    const parser = new EventParser();
    expect(parser.push(wire.subarray(0, wire.length - 1))).toEqual([]);
    expect(parser.push(wire.subarray(wire.length - 1))).toHaveLength(1);
    expect(parser.bufferedBytes).toBe(0);
  });

  it('rejects a header that is not JSON with a stable code', () => {
    expect(() => new EventParser().push(Buffer.from('hello there\n'))).toThrow(expect.objectContaining({ code: 'HEARTH_WYOMING_PROTOCOL' }));
  });

  it('rejects a header line that never ends', () => {
    expect(() => new EventParser().push(Buffer.alloc(MAX_HEADER_BYTES + 1, 0x61))).toThrow(expect.objectContaining({ code: 'HEARTH_WYOMING_PROTOCOL' }));
  });

  it('rejects a negative payload length', () => {
    expect(() => new EventParser().push(Buffer.from('{"type":"x","payload_length":-1}\n'))).toThrow(expect.objectContaining({ code: 'HEARTH_WYOMING_PROTOCOL' }));
  });
});

describe('Wyoming audio events', () => {
  it('splits PCM into chunks of 1024 samples that reassemble to the original', () => {
    const pcm = Int16Array.from({ length: 2500 }, (_, i) => i - 1250);
    const events = audioChunkEvents(pcm, 16000);
    expect(events.map((e) => e.payload?.length)).toEqual([2048, 2048, 904]);
    const back = events.flatMap((e) => [...(pcmFromPayload(e.payload!, { rate: 16000, width: 2, channels: 1 }) ?? [])]);
    expect(back).toEqual([...pcm]);
  });

  it('reads a payload that starts at an odd byte offset', () => {
    const bytes = Buffer.alloc(5);
    bytes.writeInt16LE(-2, 1);
    bytes.writeInt16LE(300, 3);
    expect([...pcmFromPayload(bytes.subarray(1), { rate: 1, width: 2, channels: 1 })!]).toEqual([-2, 300]);
  });

  it('keeps the first channel of stereo audio', () => {
    const stereo = Buffer.from(Int16Array.from([1, 100, 2, 200]).buffer);
    expect([...pcmFromPayload(stereo, { rate: 1, width: 2, channels: 2 })!]).toEqual([1, 2]);
  });

  it('refuses an audio format without a rate', () => {
    expect(readAudioFormat({ width: 2, channels: 1 })).toBeUndefined();
  });
});

describe('Wyoming URIs', () => {
  it('parses tcp host and port, including bracketed IPv6', () => {
    expect(parseWyomingUri('tcp://192.168.1.10:10300')).toEqual({ host: '192.168.1.10', port: 10300 });
    expect(parseWyomingUri('tcp://[::1]:10200')).toEqual({ host: '::1', port: 10200 });
  });

  it('refuses other schemes, missing ports and out-of-range ports', () => {
    for (const uri of ['stdio://', 'unix:///tmp/x', 'tcp://host', 'tcp://host:0', 'tcp://host:70000', 'http://h:1', '']) {
      expect(parseWyomingUri(uri), uri).toBeUndefined();
    }
  });
});
