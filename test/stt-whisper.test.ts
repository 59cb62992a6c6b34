import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Counters } from '../daemon/status/counters.js';
import { createTranscriber } from '../daemon/stt/index.js';
import { WhisperTranscriber } from '../daemon/stt/whisper.js';
import { chooseWhisperDtypes, findWhisperModel, whisperModelDir } from '../daemon/stt/whisper-files.js';
import { WyomingTranscriber } from '../daemon/stt/wyoming.js';

const dirs: string[] = [];
const transcribers: WhisperTranscriber[] = [];

afterEach(async () => {
  await Promise.all(transcribers.splice(0).map((t) => t.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function modelsDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-whisper-'));
  dirs.push(dir);
  return dir;
}

/** Lays out a whisper-base folder the way the model manager does, with the given onnx file names and contents. */
function fakeModel(dir: string, onnxFiles: string[], content = 'not a model'): void {
  const root = whisperModelDir(dir, 'base');
  mkdirSync(join(root, 'onnx'), { recursive: true });
  writeFileSync(join(root, 'config.json'), JSON.stringify({ model_type: 'whisper' }));
  writeFileSync(join(root, 'tokenizer.json'), '{}');
  writeFileSync(join(root, 'preprocessor_config.json'), '{}');
  for (const file of onnxFiles) writeFileSync(join(root, 'onnx', file), content);
}

const speech = new Int16Array(16000);

describe('Whisper model files', () => {
  it('prefers the 8-bit graphs and falls back per graph', () => {
    expect(chooseWhisperDtypes(['encoder_model.onnx', 'encoder_model_quantized.onnx', 'decoder_model_merged.onnx'])).toEqual({
      encoder_model: 'q8',
      decoder_model_merged: 'fp32',
    });
  });

  it('finds nothing when a graph is missing or only partly downloaded', () => {
    expect(chooseWhisperDtypes(['encoder_model.onnx', 'decoder_model_merged.onnx.part'])).toBeUndefined();
  });

  it('locates onnx-community/whisper-<size> under the models directory', () => {
    const dir = modelsDir();
    fakeModel(dir, ['encoder_model_quantized.onnx', 'decoder_model_merged_quantized.onnx']);
    expect(findWhisperModel(dir, 'base')).toEqual({
      modelId: 'onnx-community/whisper-base',
      dtype: { encoder_model: 'q8', decoder_model_merged: 'q8' },
    });
    expect(findWhisperModel(dir, 'small')).toBeUndefined();
  });
});

describe('local Whisper transcriber', () => {
  it('returns modelMissing without starting a worker, counts it and says how to fix it', async () => {
    const counters = new Counters();
    const whisper = new WhisperTranscriber({ modelsDir: modelsDir(), size: 'small', counters });
    transcribers.push(whisper);
    expect(await whisper.transcribe(speech, 16000)).toEqual({ ok: false, reason: 'modelMissing' });
    expect(counters.get('stt.modelMissing')).toBe(1);
    expect(counters.snapshot().components.stt).toContain('npx hearth models pull whisper-small');
  });

  it('notices a model downloaded after a modelMissing answer', async () => {
    const dir = modelsDir();
    const whisper = new WhisperTranscriber({ modelsDir: dir, size: 'base', loadTimeoutMs: 20_000 });
    transcribers.push(whisper);
    expect(await whisper.transcribe(speech, 16000)).toEqual({ ok: false, reason: 'modelMissing' });
    fakeModel(dir, ['encoder_model.onnx', 'decoder_model_merged.onnx']);
    // The files are damaged, so the worker now starts, tries to load them from disk only, and fails.
    expect((await whisper.transcribe(speech, 16000)).ok).toBe(false);
    expect(await whisper.transcribe(speech, 16000)).toEqual({ ok: false, reason: 'failed' });
  });

  it('reports damaged model files as failed with a status line, from a real worker loading offline', async () => {
    const dir = modelsDir();
    fakeModel(dir, ['encoder_model_quantized.onnx', 'decoder_model_merged_quantized.onnx']);
    const counters = new Counters();
    const whisper = new WhisperTranscriber({ modelsDir: dir, size: 'base', counters, loadTimeoutMs: 20_000 });
    transcribers.push(whisper);
    expect(await whisper.transcribe(speech, 16000)).toEqual({ ok: false, reason: 'failed' });
    expect(counters.get('stt.failed')).toBe(1);
    expect(counters.snapshot().components.stt).toMatch(/could not be loaded/);
  });

  it('returns cancelled for an already aborted turn', async () => {
    const whisper = new WhisperTranscriber({ modelsDir: modelsDir(), size: 'base' });
    expect(await whisper.transcribe(speech, 16000, AbortSignal.abort())).toEqual({ ok: false, reason: 'cancelled' });
  });
});

describe('choosing the speech-to-text engine', () => {
  it('uses Whisper by default and the Wyoming client when configured', () => {
    const paths = { dataDir: '/tmp', zimDir: '/tmp', modelsDir: '/tmp/models' };
    const stt = { engine: 'whisper', model: 'base', language: '', wyomingUri: '' } as const;
    expect(createTranscriber({ stt, paths })).toBeInstanceOf(WhisperTranscriber);
    expect(createTranscriber({ stt: { ...stt, engine: 'wyoming', wyomingUri: 'tcp://127.0.0.1:10300' }, paths })).toBeInstanceOf(WyomingTranscriber);
  });
});
