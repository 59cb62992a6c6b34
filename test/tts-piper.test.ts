import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Counters } from '../daemon/status/counters.js';
import { joinClausePhonemes, phonemeIds, phonemeList, splitClauses } from '../daemon/tts/phonemize.js';
import { PiperSynthesizer } from '../daemon/tts/piper.js';
import { floatToPcm, loadPiperVoice, parsePiperConfig, piperFeeds, resolvePiperVoicePath } from '../daemon/tts/piper-voice.js';
import { missingShared, sharedPath } from './helpers/shared.js';

const NO_SHARED = missingShared(import.meta.url, ['models/piper-test/test_voice.onnx', 'models/piper-test/test_voice.onnx.json']);

/** The Piper-format test voice CI puts beside the checkout: real I/O, outputs silence. */
const TEST_VOICE = sharedPath('models', 'piper-test', 'test_voice.onnx');

const synths: PiperSynthesizer[] = [];
afterAll(async () => {
  await Promise.all(synths.map((s) => s.close()));
});

function synth(counters?: Counters, lengthScale?: number): PiperSynthesizer {
  const s = new PiperSynthesizer({ modelPath: TEST_VOICE, counters, lengthScale });
  synths.push(s);
  return s;
}

describe.skipIf(NO_SHARED)('Piper voice config', () => {
  it('reads the sample rate, espeak voice, scales and speaker count of the test voice', () => {
    const voice = loadPiperVoice(TEST_VOICE);
    expect(voice.sampleRate).toBe(22050);
    expect(voice.espeakVoice).toBe('en-us');
    expect(voice.scales).toEqual([0.667, 1, 0.8]);
    expect(voice.numSpeakers).toBe(1);
    expect(voice.phonemeIdMap._).toEqual([0]);
  });

  it('refuses a config without phoneme ids', () => {
    expect(() => parsePiperConfig('x.onnx', { audio: { sample_rate: 22050 } })).toThrow(expect.objectContaining({ code: 'HEARTH_TTS_FAILED' }));
  });

  it('finds a named voice in the models directory and a voice given by path', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hearth-piper-'));
    try {
      mkdirSync(join(dir, 'piper', 'de_DE-thorsten-medium'), { recursive: true });
      const path = join(dir, 'piper', 'de_DE-thorsten-medium', 'de_DE-thorsten-medium.onnx');
      writeFileSync(path, '');
      expect(resolvePiperVoicePath('de_DE-thorsten-medium', dir)).toBe(path);
      expect(resolvePiperVoicePath(TEST_VOICE, dir)).toBe(TEST_VOICE);
      expect(resolvePiperVoicePath('absent-voice', dir)).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(NO_SHARED)('Piper phoneme ids', () => {
  const map = { _: [0], '^': [1], $: [2], ' ': [3], '.': [10], a: [14], b: [15] };

  it('builds ^ _ p1 _ p2 _ $ with a pad after every phoneme', () => {
    expect(phonemeIds(['a', ' ', 'b', '.'], map)).toEqual({ ids: [1, 0, 14, 0, 3, 0, 15, 0, 10, 0, 2], unknown: 0 });
  });

  it('skips phonemes the voice does not know and counts them', () => {
    expect(phonemeIds(['a', 'ʒ', 'b', '\u200d'], map)).toEqual({ ids: [1, 0, 14, 0, 15, 0, 2], unknown: 2 });
  });

  it('decomposes to NFD code points, one phoneme each', () => {
    expect(phonemeList('ɡˈuːt')).toEqual(['ɡ', 'ˈ', 'u', 'ː', 't']);
    expect(phonemeList('é')).toEqual(['e', '\u0301']);
  });
});

describe.skipIf(NO_SHARED)('Piper punctuation', () => {
  it('splits clauses at punctuation before a space, not inside numbers', () => {
    expect(splitClauses('He paid 3.5 dollars; then, he left!')).toEqual(['He paid 3.5 dollars;', 'then,', 'he left!']);
  });

  it('puts each clause mark back after its phonemes', () => {
    expect(joinClausePhonemes('Hello world, this is a test.', ['həlˈoʊ wˈɜːld', 'ðɪs ɪz ɐ tˈɛst'])).toBe('həlˈoʊ wˈɜːld, ðɪs ɪz ɐ tˈɛst.');
  });

  it('keeps only the final mark when espeak made a different number of clauses', () => {
    expect(joinClausePhonemes('Dr. Smith left.', ['dˈɑːktɚ', 'smˈɪθ', 'lˈɛft'])).toBe('dˈɑːktɚ smˈɪθ lˈɛft.');
  });

  it("drops espeak's language-switch flags", () => {
    expect(joinClausePhonemes('Я люблю Python.', ['ˈja ɭʲubɭʲˈu (en)pˈaɪθən(ru)'])).toBe('ˈja ɭʲubɭʲˈu pˈaɪθən.');
  });
});

describe.skipIf(NO_SHARED)('Piper model inputs and output', () => {
  it('feeds input int64 [1,P], input_lengths [P], scales float32 [3], and no sid for one speaker', () => {
    const feeds = piperFeeds([1, 0, 14, 0, 2], { scales: [0.667, 1, 0.8], numSpeakers: 1, speakerId: 0 });
    expect(feeds).toEqual({
      input: { type: 'int64', data: [1, 0, 14, 0, 2], dims: [1, 5] },
      input_lengths: { type: 'int64', data: [5], dims: [1] },
      scales: { type: 'float32', data: [0.667, 1, 0.8], dims: [3] },
    });
  });

  it('feeds sid for a multi-speaker voice and lets the length scale be overridden', () => {
    const feeds = piperFeeds([1, 2], { scales: [0.5, 1, 0.7], numSpeakers: 4, speakerId: 3 }, 1.5);
    expect(feeds.sid).toEqual({ type: 'int64', data: [3], dims: [1] });
    expect(feeds.scales?.data).toEqual([0.5, 1.5, 0.7]);
  });

  it('peak-normalises float output into int16 and keeps silence silent', () => {
    expect([...floatToPcm(Float32Array.from([0.25, -0.5, 0]))]).toEqual([16384, -32767, 0]);
    expect([...floatToPcm(new Float32Array(4))]).toEqual([0, 0, 0, 0]);
  });
});

describe.skipIf(NO_SHARED)('Piper synthesis with the test voice', () => {
  it('phonemizes a sentence with espeak-ng into ids the voice knows', async () => {
    const { ids, unknown } = await synth().sentenceIds('Hello world, this is a test.');
    expect(unknown).toBe(0);
    expect(ids.slice(0, 2)).toEqual([1, 0]);
    expect(ids.at(-1)).toBe(2);
    // Every phoneme is followed by the pad id: odd positions (after ^) are all 0.
    expect(ids.filter((_, i) => i % 2 === 1 && i < ids.length - 1).every((id) => id === 0)).toBe(true);
    expect(ids).toContain(8); // ","
    expect(ids.at(-3)).toBe(10); // "." just before the last pad and "$"
  });

  it('runs the model in a worker: output [1,1,samples] float turned into int16 at 22050 Hz', async () => {
    const s = synth();
    const { ids } = await s.sentenceIds('Good morning.');
    const out = await s.infer(ids);
    expect(out.outputDims).toEqual([1, 1, 22050]);
    expect(out.sampleRate).toBe(22050);
    expect(out.pcm).toBeInstanceOf(Int16Array);
    expect(out.pcm.length).toBe(22050);
  });

  it('yields one chunk per sentence at the voice rate', async () => {
    const counters = new Counters();
    const chunks = [];
    for await (const chunk of synth(counters).synthesize('First sentence. And the second one?')) chunks.push(chunk);
    expect(chunks).toHaveLength(2);
    expect(chunks.every((c) => c.sampleRate === 22050)).toBe(true);
    expect(counters.get('tts.piper.sentences')).toBe(2);
  });

  it('counts phonemes the voice lacks (the English test voice fed Japanese phonemes)', async () => {
    const counters = new Counters();
    const s = new PiperSynthesizer({ modelPath: TEST_VOICE, counters });
    synths.push(s);
    // Force the Japanese espeak voice: its "ä" and "o̞" carry combining marks the map lacks.
    const { voice } = await s.load();
    voice.espeakVoice = 'ja';
    for await (const chunk of s.synthesize('ありがとう。')) expect(chunk.sampleRate).toBe(22050);
    expect(counters.get('tts.piper.unknownPhonemes')).toBeGreaterThan(0);
  });

  it('reports a missing voice as modelMissing with a status line', async () => {
    const counters = new Counters();
    const s = new PiperSynthesizer({ modelPath: join(tmpdir(), 'no-such-voice.onnx'), counters });
    await expect(s.synthesize('Hi.')[Symbol.asyncIterator]().next()).rejects.toMatchObject({ code: 'HEARTH_TTS_MODEL_MISSING' });
    expect(counters.get('tts.modelMissing')).toBe(1);
    expect(counters.snapshot().components.tts).toMatch(/not downloaded/);
  });
});

// ---------------------------------------------------------------------------------------------------------
// A tiny Piper-shaped model built here, byte by byte, whose output length follows the inputs the way a real
// VITS voice's does: samples = P × length_scale × 256 (256 samples per frame, Piper's hop length). The shared
// test voice always returns one second, so it cannot show that the length scale reaches the model.

function varint(n: number): number[] {
  const out: number[] = [];
  let v = n;
  while (v > 0x7f) {
    out.push((v & 0x7f) | 0x80);
    v = Math.floor(v / 128);
  }
  out.push(v);
  return out;
}
const field = (num: number, bytes: number[] | Buffer): number[] => [...varint((num << 3) | 2), ...varint(bytes.length), ...bytes];
const intField = (num: number, value: number): number[] => [...varint(num << 3), ...varint(value)];
const str = (num: number, s: string): number[] => field(num, Buffer.from(s, 'utf8'));
const attrInt = (name: string, value: number): number[] => field(5, [...str(1, name), ...intField(20, 2), ...intField(3, value)]);
const node = (op: string, inputs: string[], output: string, attrs: number[][] = []): number[] =>
  field(1, [...inputs.flatMap((i) => str(1, i)), ...str(2, output), ...str(3, output), ...str(4, op), ...attrs.flat()]);
const tensor = (name: string, type: 1 | 7, dims: number[], raw: Buffer): number[] =>
  field(5, [...dims.flatMap((d) => intField(1, d)), ...intField(2, type), ...str(8, name), ...field(9, raw)]);
const valueInfo = (num: number, name: string, type: 1 | 7, dims: Array<number | string>): number[] =>
  field(num, [...str(1, name), ...field(2, field(1, [...intField(1, type), ...field(2, dims.flatMap((d) => field(1, typeof d === 'number' ? intField(1, d) : str(2, d))))]))]);

function lengthFollowingModel(): Buffer {
  const int64 = (values: number[]): Buffer => Buffer.from(BigInt64Array.from(values.map(BigInt)).buffer);
  const graph = [
    ...node('Gather', ['scales', 'one'], 'length_scale'),
    ...node('Cast', ['input_lengths'], 'p', [attrInt('to', 1)]),
    ...node('Mul', ['p', 'length_scale'], 'frames'),
    ...node('Mul', ['frames', 'hop'], 'samples_f'),
    ...node('Cast', ['samples_f'], 'samples', [attrInt('to', 7)]),
    ...node('Concat', ['lead', 'samples'], 'shape', [attrInt('axis', 0)]),
    ...node('ConstantOfShape', ['shape'], 'output'),
    ...str(2, 'length_following'),
    ...tensor('one', 7, [], int64([1])),
    ...tensor('hop', 1, [1], Buffer.from(Float32Array.from([256]).buffer)),
    ...tensor('lead', 7, [2], int64([1, 1])),
    ...valueInfo(11, 'input', 7, [1, 'P']),
    ...valueInfo(11, 'input_lengths', 7, [1]),
    ...valueInfo(11, 'scales', 1, [3]),
    ...valueInfo(12, 'output', 1, [1, 1, 'T']),
  ];
  return Buffer.from([...intField(1, 8), ...field(8, [...str(1, ''), ...intField(2, 13)]), ...field(7, graph)]);
}

describe.skipIf(NO_SHARED)('Piper length scale', () => {
  it('reaches the model: a length scale of 2 makes twice as many samples', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hearth-piper-len-'));
    const modelPath = join(dir, 'length.onnx');
    writeFileSync(modelPath, lengthFollowingModel());
    writeFileSync(`${modelPath}.json`, readFileSync(`${TEST_VOICE}.json`));
    const normal = new PiperSynthesizer({ modelPath });
    const slow = new PiperSynthesizer({ modelPath, lengthScale: 2 });
    synths.push(normal, slow);
    try {
      const { ids } = await normal.sentenceIds('Good morning.');
      const a = await normal.infer(ids);
      const b = await slow.infer(ids);
      expect(a.outputDims).toEqual([1, 1, ids.length * 256]);
      expect(b.pcm.length).toBe(2 * a.pcm.length);
    } finally {
      await normal.close();
      await slow.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
