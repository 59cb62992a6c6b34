/**
 * The `info` event Hearth's Wyoming server answers `describe` with. Pure: the server measures what works
 * (capabilities.ts) and this builds the event from it, in the reference implementation's shapes
 * (`wyoming/info.py`): programs with `name`, `attribution`, `installed`, `description`, `version`; ASR
 * programs list `models`, TTS programs list `voices` (not models), each with `languages`.
 *
 * Only what works is declared: speech to text appears only when a model or server is ready, and a program
 * that is not ready is left out rather than listed as not installed, so a client never picks it.
 */

/** Languages the boundary and Hearth's own phrases know; the conversation agent declares these. */
export const HANDLE_LANGUAGES: readonly string[] = ['en', 'de', 'es', 'fr', 'it', 'nl', 'pl', 'pt', 'ru', 'uk'];

export interface VoiceInfo {
  name: string;
  languages: readonly string[];
}

export interface Capabilities {
  /** Server and agent name (config wyoming_server.name). */
  name: string;
  version: string;
  /** Speech to text, when a model or an upstream server is ready. */
  asr?: { engine: string; model: string; languages: readonly string[] };
  /** Text to speech, when a voice works. */
  tts?: { engine: string; voices: readonly VoiceInfo[] };
}

const ATTRIBUTION = { name: 'Hearth', url: '' };

function program(name: string, description: string, version: string): Record<string, unknown> {
  return { name, description, attribution: ATTRIBUTION, installed: true, version };
}

/** The data of the `info` event for these capabilities. */
export function buildInfo(caps: Capabilities): Record<string, unknown> {
  const info: Record<string, unknown> = {
    handle: [
      {
        ...program(caps.name, 'Hearth: private answers from your notes, offline Wikipedia and the web', caps.version),
        models: [{ ...program(caps.name, 'Hearth conversation agent', caps.version), languages: [...HANDLE_LANGUAGES] }],
        supports_handled_streaming: true,
      },
    ],
    asr: [],
    tts: [],
    intent: [],
    wake: [],
    mic: [],
    snd: [],
  };
  if (caps.asr) {
    info.asr = [
      {
        ...program(`${caps.name}-stt`, `Hearth speech to text (${caps.asr.engine})`, caps.version),
        models: [{ ...program(caps.asr.model, `${caps.asr.engine} ${caps.asr.model}`, caps.version), languages: [...caps.asr.languages] }],
        supports_transcript_streaming: false,
      },
    ];
  }
  if (caps.tts && caps.tts.voices.length > 0) {
    info.tts = [
      {
        ...program(`${caps.name}-tts`, `Hearth text to speech (${caps.tts.engine})`, caps.version),
        voices: caps.tts.voices.map((v) => ({ ...program(v.name, `${caps.tts!.engine} voice ${v.name}`, caps.version), languages: [...v.languages], speakers: null })),
        supports_synthesize_streaming: true,
      },
    ];
  }
  return info;
}
