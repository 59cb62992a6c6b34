/**
 * What Hearth's speech parts can actually do right now, for the Wyoming server's `info` answer. Checked on
 * each `describe` (cheap file and PATH checks) and, for upstream Wyoming servers, by asking them, with the
 * answer cached so a `describe` is answered well within a second.
 */
import { existsSync, readFileSync } from 'node:fs';
import { hasTool } from '../audio/tools.js';
import type { Config } from '../config/types.js';
import { findWhisperModel } from '../stt/whisper-files.js';
import { resolvePiperVoicePath } from '../tts/piper-voice.js';
import { WyomingConnection, describeServer, parseWyomingUri } from './client.js';
import { HANDLE_LANGUAGES, type Capabilities, type VoiceInfo } from './info.js';

/**
 * Budget for asking an upstream speech server what it offers, ms: a LAN server answers in a few ms, and the
 * whole describe must be answered within 1 s, so 400 ms leaves room for the rest.
 */
const UPSTREAM_PROBE_TIMEOUT_MS = 400;

/** How long an upstream's answer is reused, ms: a restarted server shows up within half a minute. */
const UPSTREAM_PROBE_CACHE_MS = 30_000;

/** Whisper's multilingual models transcribe all of these (and more); these are the ones Hearth answers in. */
const WHISPER_LANGUAGES = HANDLE_LANGUAGES;

async function upstreamAlive(uri: string): Promise<boolean> {
  const target = parseWyomingUri(uri);
  if (!target) return false;
  const opened = await WyomingConnection.open(target, { connectTimeoutMs: UPSTREAM_PROBE_TIMEOUT_MS });
  if (!opened.ok) return false;
  try {
    return (await describeServer(opened.value, Date.now() + UPSTREAM_PROBE_TIMEOUT_MS)).ok;
  } finally {
    opened.value.close();
  }
}

function piperLanguage(modelPath: string): string[] {
  try {
    const json = JSON.parse(readFileSync(`${modelPath}.json`, 'utf8')) as { language?: { code?: unknown }; espeak?: { voice?: unknown } };
    const code = typeof json.language?.code === 'string' ? json.language.code : typeof json.espeak?.voice === 'string' ? json.espeak.voice : '';
    const primary = code.toLowerCase().split(/[-_]/)[0] ?? '';
    return primary === '' ? [] : [primary];
  } catch {
    return [];
  }
}

/** A function answering "what works now", with upstream probes cached. */
export function capabilityProbe(config: Pick<Config, 'stt' | 'tts' | 'paths' | 'wyomingServer'>, version: string): () => Promise<Capabilities> {
  const cache = new Map<string, { alive: boolean; atMs: number }>();
  const alive = async (uri: string): Promise<boolean> => {
    const hit = cache.get(uri);
    if (hit && Date.now() - hit.atMs < UPSTREAM_PROBE_CACHE_MS) return hit.alive;
    const result = await upstreamAlive(uri);
    cache.set(uri, { alive: result, atMs: Date.now() });
    return result;
  };
  return async () => {
    const { stt, tts, paths } = config;
    const caps: Capabilities = { name: config.wyomingServer.name, version };
    const sttReady = stt.engine === 'whisper' ? findWhisperModel(paths.modelsDir, stt.model) !== undefined : await alive(stt.wyomingUri);
    if (sttReady) {
      const languages = stt.language !== '' ? [stt.language] : WHISPER_LANGUAGES;
      caps.asr = { engine: stt.engine, model: stt.engine === 'whisper' ? `whisper-${stt.model}` : 'upstream', languages };
    }
    const voices: VoiceInfo[] = [];
    const espeak = hasTool('espeak-ng');
    if (tts.engine === 'piper') {
      const path = resolvePiperVoicePath(tts.voice, paths.modelsDir);
      if (path && existsSync(path)) voices.push({ name: tts.voice, languages: piperLanguage(path) });
    } else if (tts.engine === 'wyoming' && (await alive(tts.wyomingUri))) {
      voices.push({ name: tts.voice || 'upstream', languages: [] });
    }
    // espeak-ng is the fallback of every engine: when the configured voice is not there it still speaks.
    if (voices.length === 0 && espeak) voices.push({ name: tts.engine === 'espeak' ? tts.voice || 'en' : 'espeak-ng', languages: HANDLE_LANGUAGES });
    if (voices.length > 0) caps.tts = { engine: voices[0]!.name === 'espeak-ng' || tts.engine === 'espeak' ? 'espeak' : tts.engine, voices };
    return caps;
  };
}
