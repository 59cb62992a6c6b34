/**
 * Every stable code an exception thrown by Hearth carries, declared once. A code is `HEARTH_<AREA>_<WHAT>`:
 * the area is the module family that throws it (CONFIG, STORE, NET, TTS, ...), the rest says what went wrong.
 * Callers, counters, logs and tests compare codes, never messages; test/errors.test.ts checks that every code
 * thrown under daemon/ and skills/ is declared here and follows the pattern.
 *
 * Not here, on purpose:
 * - Expected failures returned as values (`{ ok: false, reason: 'timedOut' }`) keep their short `reason`
 *   strings; they are counted, not thrown.
 * - Codes that belong to a wire protocol keep the spelling that protocol's clients know: the WebSocket
 *   protocol's error frames ('badJson', 'badMessage', 'tooLarge', ...; docs/protocol.md), the Wyoming server's
 *   `error` events ('rateLimited', 'internal', ...; docs/wyoming-server.md) and the OpenAI-compatible endpoint's
 *   error bodies (`type`/`code` as OpenAI clients parse them).
 * - Node's and SQLite's own codes (ENOENT, SQLITE_FULL), which Hearth reads but never throws as its own.
 */
export const ERROR_CODES = {
  HEARTH_CONFIG_INVALID: 'the config file or environment has a bad or unknown key; the message names it',
  HEARTH_BOUNDARY_LEXICON: 'a boundary lexicon entry is outside the word-list notation (names the language and field, never the entry)',
  HEARTH_CLI_USAGE: 'a command line Hearth cannot run (unknown command or option, a missing argument)',
  HEARTH_CLI_PORT_IN_USE: 'the server port is taken, usually by another Hearth',
  HEARTH_CLI_ADDRESS_NOT_HERE: 'the configured server host is not an address of this machine',
  HEARTH_CLI_HOST_UNKNOWN: 'the configured server host name does not resolve',
  HEARTH_CLI_PORT_NEEDS_ROOT: 'the server port is below 1024 and Hearth is not root',
  HEARTH_CLI_CHECKOUT_HIDDEN: 'install-service: the checkout sits where the service user cannot read it',
  HEARTH_CLI_NEEDS_ROOT: 'install-service must run as root',
  HEARTH_CLI_NO_SYSTEMD: 'install-service: this machine has no systemd',
  HEARTH_CLI_STEP_FAILED: 'install-service: one of its system commands failed',
  HEARTH_CLI_CANNOT_READ: 'a file named on the command line cannot be read',
  HEARTH_STORE_VERSION_TOO_NEW: 'the database was written by a newer Hearth',
  HEARTH_STORE_NOT_WAL: 'SQLite refused write-ahead logging on the data directory',
  HEARTH_STORE_BAD_OPTIONS: 'the store was opened with options out of range (a bug in the caller)',
  HEARTH_STORE_BAD_INPUT: 'a value to save is empty, too long or malformed; nothing was saved',
  HEARTH_STORE_CLOSED: 'the store was used after close()',
  HEARTH_STORE_WRITE_FAILED: 'a write did not reach the disk (full disk, I/O error); nothing changed',
  HEARTH_STORE_READ_ONLY: 'the data directory or database file cannot be written',
  HEARTH_NET_BREAKER_CONFIG: 'a circuit breaker was built with thresholds out of range (a bug in the caller)',
  HEARTH_NET_SOCKET_END_FAULT: 'the HTTP client failed while a response ended; the socket guard reports it',
  HEARTH_NET_ALLOWLIST_INVALID: 'an allowPrivate entry is not an address or range',
  HEARTH_SEARCH_DIAL_TIMEOUT: 'the web search connection was not established in time',
  HEARTH_SEARCH_BODY_TOO_LARGE: 'a web search response was over the size cap',
  HEARTH_WYOMING_PROTOCOL: 'a Wyoming peer sent a broken stream (bad JSON, missing type, lengths out of range)',
  HEARTH_WYOMING_BUSY: 'two readers waited on one Wyoming connection at once (a bug in the caller)',
  HEARTH_WYOMING_ALLOW_INVALID: 'a wyoming_server.allow entry is not an address or range',
  HEARTH_TTS_MODEL_MISSING: 'the configured voice is not installed',
  HEARTH_TTS_UNAVAILABLE: 'the speech engine is not installed',
  HEARTH_TTS_UNREACHABLE: 'the remote speech server cannot be reached',
  HEARTH_TTS_TIMED_OUT: 'speech synthesis took too long',
  HEARTH_TTS_FAILED: 'speech synthesis failed for another reason',
  HEARTH_TTS_RATE_CHANGED: 'a voice changed its sample rate in the middle of one answer',
  HEARTH_STT_FAILED: 'speech-to-text produced no transcript; `reason` says why',
  HEARTH_AUDIO_NOT_WAV: 'a file is not a WAV file',
  HEARTH_AUDIO_UNSUPPORTED_FORMAT: 'a WAV file uses an encoding Hearth does not read',
  HEARTH_AUDIO_TRUNCATED: 'a WAV file ends inside its own header or data',
  HEARTH_WAKE_WORKER_FAILED: 'the wake-word listener worker stopped',
  HEARTH_WAKE_ENGINE_CLOSED: 'the wake-word listener was used after close()',
  HEARTH_MODEL_FILES_MISSING: 'a model directory lacks files the model needs',
  HEARTH_MODEL_LOAD_FAILED: 'a model file is present but cannot be loaded',
  HEARTH_MODEL_CATALOG_INVALID: "Hearth's own model catalog is malformed (a bug in Hearth's files)",
  HEARTH_LLM_MODEL_MISSING: 'the local LLM model file is not there',
  HEARTH_LLM_MODEL_BROKEN: 'the local LLM model file cannot be loaded',
  HEARTH_LLM_RUNTIME_UNAVAILABLE: 'the local LLM runtime (node-llama-cpp) cannot start on this machine',
  HEARTH_RANK_CANCELLED: 'a ranking job was cancelled between model runs',
  HEARTH_WORKER_NOT_A_WORKER: 'a worker entry file was run on the main thread',
} as const;

export type HearthErrorCode = keyof typeof ERROR_CODES;

/** True for a string that is a declared code. */
export function isHearthErrorCode(code: unknown): code is HearthErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERROR_CODES, code);
}

/**
 * The base of every exception Hearth throws on purpose. The message is fixed text from the code (with
 * numbers, config keys or paths at most): never a query, an answer, a note or a host.
 */
export class HearthError extends Error {
  readonly code: HearthErrorCode;
  constructor(code: HearthErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
  }
}

/** Why a model did not load: its files are not all there, or they are there and broken. */
type ModelLoadFailure = 'missingFiles' | 'badModel';

/** A model file that could not be loaded (ranking and wake-word models); `model` names which one. */
export class ModelLoadError extends HearthError {
  constructor(
    readonly reason: ModelLoadFailure,
    readonly model: string,
    options?: { cause?: unknown },
  ) {
    super(reason === 'missingFiles' ? 'HEARTH_MODEL_FILES_MISSING' : 'HEARTH_MODEL_LOAD_FAILED', `could not load model ${model}: ${reason}`, options);
  }
}
