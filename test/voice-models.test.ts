/**
 * The voice parts find the models `hearth models pull` stores (`<modelsDir>/<name>/<catalog file path>`):
 * a loopback mirror serves the real listener models (and stand-ins for Whisper), the real CLI pulls them into
 * a temp models dir, and the wake engine, Whisper and Piper loaders are pointed at that dir with catalog names
 * only.
 */
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWavFile } from '../daemon/audio/source.js';
import { runModels } from '../daemon/cli/models.js';
import { loadConfig } from '../daemon/config/load.js';
import type { Config } from '../daemon/config/types.js';
import { silentLogger } from '../daemon/log/logger.js';
import { loadCatalog } from '../daemon/models/catalog.js';
import { ModelManager } from '../daemon/models/manager.js';
import { Counters } from '../daemon/status/counters.js';
import { findWhisperModel } from '../daemon/stt/whisper-files.js';
import { loadPiperVoice, resolvePiperVoicePath } from '../daemon/tts/piper-voice.js';
import { startWakeEngine } from '../daemon/wake/engine.js';
import { feedPcm } from '../daemon/wake/feed.js';
import { managerResolver } from '../daemon/wake/models.js';
import { concatClips, removeClips, SHARED_MODELS_DIR, speechClip } from './helpers/clips.js';
import { startMirror, type Mirror } from './helpers/mirror.js';
import { missingShared } from './helpers/shared.js';

const NO_SHARED = missingShared(import.meta.url, ['models/openwakeword', 'models/silero-vad', 'models/piper-test']);

const SHARED_FILES: Record<string, string> = {
  'openwakeword/melspectrogram.onnx': 'openwakeword/melspectrogram.onnx',
  'openwakeword/embedding_model.onnx': 'openwakeword/embedding_model.onnx',
  'hey_jarvis/hey_jarvis_v0.1.onnx': 'openwakeword/hey_jarvis_v0.1.onnx',
  'silero-vad/silero_vad.onnx': 'silero-vad/silero_vad.onnx',
  'piper-test/test_voice.onnx': 'piper-test/test_voice.onnx',
  'piper-test/test_voice.onnx.json': 'piper-test/test_voice.onnx.json',
};

let mirror: Mirror;
let agent: Agent;
const dirs: string[] = [];

beforeAll(async () => {
  if (NO_SHARED) return;
  mirror = await startMirror();
  agent = new Agent({ connect: { timeout: 2_000 } });
  // The mirror serves every catalog file of these models where the catalog says they live upstream.
  for (const entry of loadCatalog()) {
    if (!['openwakeword', 'hey_jarvis', 'silero-vad', 'piper-test', 'whisper-tiny'].includes(entry.name)) continue;
    for (const file of entry.files) {
      const shared = SHARED_FILES[`${entry.name}/${file.path}`];
      // No Whisper weights here: stand-in files are enough to check where the loader looks.
      const content = shared ? readFileSync(join(SHARED_MODELS_DIR, shared)) : Buffer.from(file.path.endsWith('.json') ? '{}' : 'stand-in');
      mirror.put(entry.repo, entry.revision, entry.remotePrefix ? `${entry.remotePrefix}/${file.path}` : file.path, content);
    }
  }
});

afterAll(async () => {
  await agent.close();
  await mirror.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  removeClips();
});

function freshConfig(): Config {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-voice-models-'));
  dirs.push(dir);
  const configFile = join(dir, 'hearth.toml');
  writeFileSync(configFile, `[models]\nmirror_url = "${mirror.url}"\n`);
  return loadConfig({ configPath: configFile, env: { HEARTH_MODELS_DIR: join(dir, 'models') } });
}

async function pull(config: Config, name: string): Promise<void> {
  const quiet = { write: () => true, isTTY: false };
  expect(await runModels({ sub: 'pull', name }, config, { stdout: quiet, stderr: quiet, dispatcher: agent })).toBe(0);
}

const WAKE = { models: ['hey_jarvis'], threshold: 0.5, refractoryMs: 2000 };

describe.skipIf(NO_SHARED)('models pulled by `hearth models pull` are what the voice parts load', () => {
  it('the wake engine starts from catalog names only and hears the wake word', async () => {
    const config = freshConfig();
    const missing = await startWakeEngine({ wake: WAKE, modelsDir: config.paths.modelsDir });
    expect(missing).toEqual({ ok: false, reason: 'modelMissing', model: 'melspectrogram' });
    for (const name of ['silero-vad', 'openwakeword', 'hey_jarvis']) await pull(config, name);
    const started = await startWakeEngine({ wake: WAKE, modelsDir: config.paths.modelsDir });
    if (!started.ok) throw new Error(`did not start: ${started.reason} ${started.model}`);
    const wav = await readWavFile(concatClips([speechClip('hey jarvis', { padBeforeS: 0.5, padAfterS: 0.3 }), speechClip('what time is it', { padBeforeS: 0 })]));
    if (!wav.ok) throw new Error(wav.reason);
    const names: string[] = [];
    let speech = 0;
    try {
      await feedPcm(started.engine, wav.pcm, (r) => {
        names.push(...r.detections.map((d) => d.name));
        speech += r.vad.filter((v) => v.prob > 0.5).length;
      });
    } finally {
      await started.engine.close();
    }
    expect(names).toEqual(['hey_jarvis']);
    expect(speech).toBeGreaterThan(10);
  });

  it('a pulled model changed on disk is not loaded', async () => {
    const config = freshConfig();
    for (const name of ['silero-vad', 'openwakeword', 'hey_jarvis']) await pull(config, name);
    appendFileSync(join(config.paths.modelsDir, 'hey_jarvis', 'hey_jarvis_v0.1.onnx'), 'tampered');
    const started = await startWakeEngine({ wake: WAKE, modelsDir: config.paths.modelsDir });
    expect(started).toEqual({ ok: false, reason: 'modelMissing', model: 'hey_jarvis' });
  });

  it('the daemon resolver downloads missing listener models on first need', async () => {
    const config = freshConfig();
    const models = new ModelManager({ modelsDir: config.paths.modelsDir, mirrorUrl: mirror.url, counters: new Counters(), logger: silentLogger(), dispatcher: agent });
    const started = await startWakeEngine({ wake: WAKE, modelsDir: config.paths.modelsDir, resolveModel: managerResolver(models, { download: true }) });
    if (!started.ok) throw new Error(`did not start: ${started.reason} ${started.model}`);
    await started.engine.close();
    expect(models.localDir('hey_jarvis')).toBe(join(config.paths.modelsDir, 'hey_jarvis'));
    expect(models.localDir('openwakeword')).toBeDefined();
    expect(models.localDir('silero-vad')).toBeDefined();
  });

  it('Whisper loads whisper-<size> from where the manager put it', async () => {
    const config = freshConfig();
    expect(findWhisperModel(config.paths.modelsDir, 'tiny')).toBeUndefined();
    await pull(config, 'whisper-tiny');
    expect(findWhisperModel(config.paths.modelsDir, 'tiny')).toEqual({ modelId: 'whisper-tiny', dtype: { encoder_model: 'q8', decoder_model_merged: 'q8' } });
  });

  it('a Piper voice is found by its catalog name', async () => {
    const config = freshConfig();
    expect(resolvePiperVoicePath('piper-test', config.paths.modelsDir)).toBeUndefined();
    await pull(config, 'piper-test');
    const path = resolvePiperVoicePath('piper-test', config.paths.modelsDir);
    expect(path).toBe(join(config.paths.modelsDir, 'piper-test', 'test_voice.onnx'));
    expect(loadPiperVoice(path!).sampleRate).toBeGreaterThan(0);
  });
});
