/**
 * The typed, frozen configuration the daemon runs on. Built once by loadConfig() from the embedded defaults
 * (config/hearth.toml), the user's file and a few environment overrides; see docs/configuration.md.
 */
import type { LogFormat, LogLevel } from '../log/logger.js';

export interface ServerConfig {
  host: string;
  port: number;
  /** Largest WebSocket message accepted, bytes. */
  maxMessageBytes: number;
  /** Messages one connection may send per 10 s window before it is closed. */
  maxMessagesPer10s: number;
  /** Whether connections from loopback need the token too. */
  loopbackNeedsToken: boolean;
  /** The push-to-talk page and socket at /talk. */
  pushToTalk: boolean;
  /** Serve HTTPS with a self-signed certificate made at first start. */
  tls: boolean;
}

interface PathsConfig {
  dataDir: string;
  zimDir: string;
  modelsDir: string;
}

interface TurnConfig {
  /** Whole-turn budget, ms. */
  deadlineMs: number;
}

interface LocaleConfig {
  /** IANA zone for "what time is it" and for timers, e.g. 'Europe/Berlin'. Empty means the system zone. */
  timeZone: string;
  /** Language for Hearth's own sentences when the question's language is unknown. */
  language: string;
}

interface HistoryConfig {
  enabled: boolean;
  retentionDays: number;
}

interface KiwixConfig {
  /** External kiwix-serve base URL; empty means Hearth runs its own on loopback. */
  url: string;
  /**
   * Whether the external kiwix-serve runs on this box (kiwix/on-this-box.ts): then it is local knowledge, like the
   * managed one, and unsure turns may be answered from it. 'auto': when `url` names a loopback address.
   */
  onThisBox: 'auto' | 'yes' | 'no';
  /** Path or name of the kiwix-serve binary for the managed instance. */
  binary: string;
  /** Port for the managed instance; 0 picks a free one. */
  port: number;
  requestTimeoutMs: number;
}

export interface SearxngConfig {
  /** Base URL of a SearXNG instance; empty turns web search off. */
  url: string;
  dialTimeoutMs: number;
  requestTimeoutMs: number;
  /** Passed as `language=`; empty leaves it to the instance. */
  language: string;
  /** Passed as `engines=` joined by commas; empty leaves it to the instance. */
  engines: readonly string[];
  maxResults: number;
}

export interface GroundingConfig {
  enabled: boolean;
  /** How many top web results to read, in parallel. */
  topResults: number;
  /** One deadline per page read, redirects included, ms. */
  pageDeadlineMs: number;
  /** The admin allowlist of private hosts/addresses/ranges that may be read. */
  allowPrivate: readonly string[];
  evidenceBudgetChars: number;
  maxCharsPerPage: number;
  /** Most time one page's extraction and preparation may take in its worker, ms; past it the worker is ended. */
  pageCpuBudgetMs: number;
}

interface RankingConfig {
  /** Catalog name of the bi-encoder; empty = lexical ranking only. */
  denseModel: string;
  /** Catalog name of the cross-encoder; empty = SearXNG order. */
  rerankModel: string;
  denseMaxPool: number;
  keepTopResultFirst: boolean;
}

export interface LlmConfig {
  /** Base URL of an OpenAI-compatible server (…/v1); empty means the extractive phraser only. */
  url: string;
  model: string;
  apiKey: string;
  /** If the first sentence is not ready by then, the extractive phraser answers. */
  firstSentenceTimeoutMs: number;
  maxTokens: number;
  temperature: number;
  /** Catalog name or .gguf path of a local model (llama.cpp); empty = none. Used only when url is empty. */
  localModel: string;
  contextSize: number;
  /** 0 = cores - 1 (at least 1). */
  threads: number;
  evidenceTokenBudget: number;
}

interface VoiceConfig {
  enabled: boolean;
  /** Listen this long for a follow-up without the wake word, ms; 0 = off. */
  followUpMs: number;
  ackSound: boolean;
}

export interface AudioConfig {
  input: 'sox' | 'arecord' | 'none';
  inputDevice: string;
  output: 'aplay' | 'sox' | 'none';
  outputDevice: string;
}

export interface WakeConfig {
  /** Catalog names or .onnx paths of wake-word heads. */
  models: readonly string[];
  threshold: number;
  refractoryMs: number;
}

export interface VadConfig {
  threshold: number;
  trailingSilenceMs: number;
  maxUtteranceMs: number;
  noSpeechTimeoutMs: number;
}

interface SttConfig {
  engine: 'whisper' | 'wyoming';
  model: 'tiny' | 'base' | 'small';
  /** Empty: detect. */
  language: string;
  /** tcp://host:port of a Wyoming ASR server. */
  wyomingUri: string;
}

interface TtsConfig {
  engine: 'espeak' | 'piper' | 'wyoming';
  voice: string;
  wyomingUri: string;
}

interface ModelsConfig {
  /** Base URL of a Hugging Face mirror; empty = the hub. */
  mirrorUrl: string;
}

export interface PhraserConfig {
  /** Most sentences the extractive phraser speaks. */
  maxSentences: number;
}

interface ZimConfig {
  /** Base URL of the Kiwix OPDS catalog (`hearth zim search|pull`); empty turns the catalog off. */
  catalogUrl: string;
}

export interface WeatherConfig {
  /** Off until the owner sets a location; then only these coordinates leave the box (docs/privacy.md). */
  enabled: boolean;
  latitude: number;
  longitude: number;
  /** The place's name, said in answers and matched in "the weather in <place>". */
  place: string;
  /** An Open-Meteo-compatible forecast endpoint. */
  url: string;
  timeoutMs: number;
  /** 'auto' follows locale.language (imperial for en-US, else metric). */
  units: 'auto' | 'metric' | 'imperial';
}

export interface WyomingServerConfig {
  enabled: boolean;
  host: string;
  port: number;
  /** Client addresses or CIDR ranges that may connect without the secret. */
  allow: readonly string[];
  /** Shared secret a client not on the allowlist sends in an `auth` event first; empty = allowlist only. */
  secret: string;
  /** Advertise `_wyoming._tcp.local.` with mDNS. */
  advertise: boolean;
  /** The mDNS instance name and the name in `info`. */
  name: string;
  maxConnections: number;
}

interface SatellitesConfig {
  /** tcp://host:port of each Wyoming satellite Hearth drives. */
  uris: readonly string[];
  /** Room names, in the order of uris; a missing one is the satellite's address. */
  names: readonly string[];
}

export interface Config {
  server: ServerConfig;
  paths: PathsConfig;
  turn: TurnConfig;
  log: { level: LogLevel; format: LogFormat };
  zim: ZimConfig;
  locale: LocaleConfig;
  history: HistoryConfig;
  kiwix: KiwixConfig;
  searxng: SearxngConfig;
  grounding: GroundingConfig;
  ranking: RankingConfig;
  llm: LlmConfig;
  voice: VoiceConfig;
  audio: AudioConfig;
  wake: WakeConfig;
  vad: VadConfig;
  stt: SttConfig;
  tts: TtsConfig;
  models: ModelsConfig;
  phraser: PhraserConfig;
  weather: WeatherConfig;
  wyomingServer: WyomingServerConfig;
  satellites: SatellitesConfig;
}
