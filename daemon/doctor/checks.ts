/**
 * `hearth doctor`: one check per part Hearth uses. Each says OK, or what is wrong and the exact command or
 * setting that fixes it. `fail` is something configured that does not work (exit 1); `warn` is something
 * that works but less well than it could (an optional model not downloaded, no ZIM file yet); `off` is a
 * part switched off in the config. Each network check is bounded by a few seconds; none sends anything
 * personal (the SearXNG check searches for the word "hearth").
 */
import { spawnSync } from 'node:child_process';
import { request } from 'undici';
import { hasTool } from '../audio/tools.js';
import type { Config } from '../config/types.js';
import { KiwixProcess } from '../kiwix/process.js';
import { parseCatalog } from '../kiwix/parse.js';
import { silentLogger } from '../log/logger.js';
import { ModelManager, type ModelListing } from '../models/manager.js';
import { checkListen } from '../server/port-check.js';
import { Counters } from '../status/counters.js';
import { searchSearxng } from '../websearch/client.js';
import { listLocal } from '../zim/library.js';
import { icuSegmentsWords, nodeVersionOk } from './policy.js';

export type CheckStatus = 'ok' | 'warn' | 'fail' | 'off';

export interface CheckResult {
  name: string;
  status: CheckStatus;
  detail: string;
  /** The exact fix, when there is something to do. */
  fix?: string;
}

/** A reachable LAN service answers in well under a second; 4 s only trips on a dead or wrong address. */
const PROBE_TIMEOUT_MS = 4_000;

const ok = (name: string, detail: string): CheckResult => ({ name, status: 'ok', detail });
const bad = (name: string, status: 'warn' | 'fail', detail: string, fix: string): CheckResult => ({ name, status, detail, fix });

export function checkNode(version = process.versions.node): CheckResult {
  if (nodeVersionOk(version)) return ok('node', `Node ${version}`);
  return bad('node', 'fail', `Node ${version} is too old; Hearth needs 20.19 or newer`, 'install Node 20.19+ as docs/deployment.md says (NodeSource nodejs 20.x)');
}

export function checkIcu(): CheckResult {
  if (icuSegmentsWords()) return ok('icu', 'full ICU data: Thai and Chinese words are split');
  return bad('icu', 'fail', 'this Node has small ICU data: Thai, Chinese and Japanese text is not split into words', 'use a Node built with full ICU (NodeSource and nodejs.org builds are), or set NODE_ICU_DATA to the full-icu data folder');
}

async function probe(url: string): Promise<number | undefined> {
  try {
    const res = await request(url, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS), headersTimeout: PROBE_TIMEOUT_MS, bodyTimeout: PROBE_TIMEOUT_MS });
    await res.body.dump();
    return res.statusCode;
  } catch {
    return undefined;
  }
}

/** kiwix-serve and the ZIM files, which need each other: the books are read through a short-lived kiwix-serve. */
export async function checkKiwix(config: Config): Promise<CheckResult[]> {
  if (config.kiwix.url !== '') {
    const status = await probe(`${config.kiwix.url.replace(/\/+$/u, '')}/catalog/v2/entries?count=1`);
    return [status === 200 ? ok('kiwix', 'the external kiwix-serve (kiwix.url) answers') : bad('kiwix', 'fail', 'the external kiwix-serve in kiwix.url does not answer', 'start it, or set kiwix.url = "" to let Hearth run its own')];
  }
  const results: CheckResult[] = [];
  const installed = config.kiwix.binary.includes('/') ? spawnSync(config.kiwix.binary, ['--version'], { stdio: 'ignore' }).status === 0 : hasTool(config.kiwix.binary);
  results.push(installed ? ok('kiwix', 'kiwix-serve is installed') : bad('kiwix', 'fail', 'kiwix-serve is not installed: no offline Wikipedia', 'sudo apt-get install kiwix-tools'));
  const { books } = await listLocal(config.paths.zimDir);
  if (books.length === 0) {
    results.push(bad('zim', 'warn', `no ZIM files in ${config.paths.zimDir}: world questions get "I don't know" without the web`, 'npx hearth zim search, then npx hearth zim pull NAME'));
    return results;
  }
  if (!installed) {
    results.push(ok('zim', `${books.length} ZIM file(s) (not opened: kiwix-serve is missing)`));
    return results;
  }
  const kiwix = new KiwixProcess({ binary: config.kiwix.binary, zimDir: config.paths.zimDir, port: 0, counters: new Counters(), logger: silentLogger() });
  try {
    await kiwix.start();
    const base = kiwix.baseUrl();
    if (!base) {
      results.push(bad('zim', 'fail', `kiwix-serve would not start over the ${books.length} file(s) in ${config.paths.zimDir}`, 'npx hearth zim list, and remove a damaged file (npx hearth zim remove NAME)'));
      return results;
    }
    const res = await request(`${base}/catalog/v2/entries?count=500`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    const catalog = parseCatalog(await res.body.text(), new URL(base).pathname.replace(/\/$/u, ''));
    const unindexed = catalog.filter((b) => !b.fullText).map((b) => b.book);
    results.push(unindexed.length === 0
      ? ok('zim', `${catalog.length} book(s), each with a full-text index`)
      : bad('zim', 'warn', `${unindexed.length} of ${catalog.length} book(s) have no full-text index, so only their titles are found: ${unindexed.join(', ')}`, 'replace them with the catalog builds (npx hearth zim search), which all have one'));
  } catch {
    results.push(bad('zim', 'fail', 'kiwix-serve started but did not list the books', 'npx hearth zim list, and remove a damaged file'));
  } finally {
    await kiwix.stop();
  }
  return results;
}

export async function checkSearxng(config: Config): Promise<CheckResult> {
  if (config.searxng.url === '') return { name: 'searxng', status: 'off', detail: 'web search is off (searxng.url is empty)', fix: 'set searxng.url (or HEARTH_SEARXNG_URL) to your SearXNG, e.g. http://127.0.0.1:8888' };
  const got = await searchSearxng('hearth', config.searxng, new AbortController().signal, Date.now() + PROBE_TIMEOUT_MS);
  if (got.ok || got.reason === 'noResults' || got.reason === 'upstreamFailed') return ok('searxng', 'SearXNG answers in JSON');
  switch (got.reason) {
    case 'jsonDisabled':
      return bad('searxng', 'fail', 'SearXNG refuses JSON (403)', 'add "json" under search: formats: in SearXNG\'s settings.yml and restart it (docs/searxng.md)');
    case 'rateLimited':
      return bad('searxng', 'fail', 'SearXNG\'s limiter refuses Hearth (429)', 'set server: limiter: false in settings.yml, or pass this box in the limiter\'s pass list (docs/searxng.md)');
    case 'badUrl':
      return bad('searxng', 'fail', 'searxng.url is not an http(s) address', 'set searxng.url to e.g. http://127.0.0.1:8888');
    default:
      return bad('searxng', 'fail', `SearXNG does not answer (${got.reason})`, 'start SearXNG, or correct searxng.url');
  }
}

/** The models the config names, and whether each is needed (voice on) or optional (used when present). */
function configuredModels(config: Config): { name: string; required: boolean }[] {
  const out: { name: string; required: boolean }[] = [];
  if (config.ranking.denseModel) out.push({ name: config.ranking.denseModel, required: false });
  if (config.ranking.rerankModel) out.push({ name: config.ranking.rerankModel, required: false });
  if (config.llm.url === '' && config.llm.localModel && !config.llm.localModel.endsWith('.gguf')) out.push({ name: config.llm.localModel, required: true });
  if (config.voice.enabled) {
    for (const wake of config.wake.models) if (!wake.endsWith('.onnx')) out.push({ name: wake, required: true });
    out.push({ name: 'openwakeword', required: true }, { name: 'silero-vad', required: true });
    if (config.stt.engine === 'whisper') out.push({ name: `whisper-${config.stt.model}`, required: true });
  }
  if (config.tts.engine === 'piper' && !config.tts.voice.endsWith('.onnx')) out.push({ name: config.tts.voice, required: true });
  return out;
}

export function checkModels(config: Config): CheckResult[] {
  const manager = new ModelManager({ modelsDir: config.paths.modelsDir, mirrorUrl: config.models.mirrorUrl, counters: new Counters(), logger: silentLogger() });
  const listing = new Map<string, ModelListing>(manager.list().map((m) => [m.name, m]));
  void manager.close();
  return configuredModels(config).map(({ name, required }) => {
    const m = listing.get(name);
    if (!m) return bad('model', 'fail', `${name} is not in the model catalog`, 'correct the name in your config (npx hearth models list)');
    if (m.verified) return ok('model', `${name} is downloaded and verified`);
    const level = required ? 'fail' : 'warn';
    if (m.present) return bad('model', level, `${name}: files are there but not verified (copied by hand?), so it is not used`, `npx hearth models verify ${name}`);
    return bad('model', level, `${name} is not downloaded${required ? '' : ' (optional: used when present)'}`, `npx hearth models pull ${name}`);
  });
}

/** Sound cards as ALSA lists them (`aplay -l` / `arecord -l` print one "card N:" line each). */
function alsaCards(tool: 'aplay' | 'arecord'): number | undefined {
  if (!hasTool(tool)) return undefined;
  const run = spawnSync(tool, ['-l'], { encoding: 'utf8', timeout: PROBE_TIMEOUT_MS });
  return (run.stdout.match(/^card \d+:/gmu) ?? []).length;
}

function checkAudio(config: Config): CheckResult[] {
  const results: CheckResult[] = [];
  if (!config.voice.enabled) results.push({ name: 'microphone', status: 'off', detail: 'voice is off ([voice] enabled = false); text chat works', fix: 'set [voice] enabled = true to talk to Hearth' });
  else if (config.audio.input === 'none') results.push(bad('microphone', 'fail', 'voice is on but audio.input = "none"', 'set audio.input = "sox" (or "arecord")'));
  else if (!hasTool(config.audio.input)) results.push(bad('microphone', 'fail', `${config.audio.input} is not installed`, `sudo apt-get install ${config.audio.input === 'sox' ? 'sox' : 'alsa-utils'}`));
  else if (config.audio.inputDevice === '' && alsaCards('arecord') === 0) results.push(bad('microphone', 'fail', 'no capture device (arecord -l lists none)', 'plug in a USB microphone, or set audio.input_device'));
  else results.push(ok('microphone', `${config.audio.input}${config.audio.inputDevice ? ` on ${config.audio.inputDevice}` : ''}`));

  if (config.audio.output === 'none') results.push({ name: 'speaker', status: 'off', detail: 'audio.output = "none": answers are only shown' });
  else if (!hasTool(config.audio.output)) results.push(bad('speaker', config.voice.enabled ? 'fail' : 'warn', `${config.audio.output} is not installed`, `sudo apt-get install ${config.audio.output === 'sox' ? 'sox' : 'alsa-utils'}`));
  else if (config.audio.outputDevice === '' && alsaCards('aplay') === 0) results.push(bad('speaker', config.voice.enabled ? 'fail' : 'warn', 'no playback device (aplay -l lists none)', 'connect a speaker, set audio.output_device, or audio.output = "none"'));
  else results.push(ok('speaker', `${config.audio.output}${config.audio.outputDevice ? ` on ${config.audio.outputDevice}` : ''}`));
  return results;
}

async function checkLlm(config: Config): Promise<CheckResult> {
  if (config.llm.url !== '') {
    const status = await probe(`${config.llm.url.replace(/\/+$/u, '')}/models`);
    return status === 200 ? ok('llm', 'the LLM server answers') : bad('llm', 'fail', `the LLM server in llm.url does not answer${status ? ` (HTTP ${status})` : ''}`, 'start it (e.g. ollama serve), or correct llm.url; without it answers are extractive');
  }
  if (config.llm.localModel !== '') return ok('llm', 'local model (see its model line)');
  return { name: 'llm', status: 'off', detail: 'no LLM: answers are phrased from the evidence extractively', fix: 'optional: set llm.url, or llm.local_model = "qwen3-1.7b" and npx hearth models pull qwen3-1.7b' };
}

export async function checkPort(config: Config): Promise<CheckResult> {
  const { host, port } = config.server;
  const free = await checkListen(host, port);
  if (free.ok) return ok('port', `${host}:${port} is free`);
  if (free.code === 'EADDRINUSE') {
    const status = await probe(`http://127.0.0.1:${port}/healthz`);
    if (status === 200) return ok('port', `Hearth is already running on port ${port}`);
    return bad('port', 'fail', `port ${port} is used by another program`, 'set server.port in your config, or start with --port N');
  }
  if (free.code === 'EADDRNOTAVAIL') return bad('port', 'fail', `${host} is not an address of this host`, 'set server.host = "0.0.0.0" (every address) or "127.0.0.1"');
  return bad('port', 'fail', `cannot listen on ${host}:${port} (${free.code})`, 'choose another server.port above 1024');
}

export async function runChecks(config: Config, onResult: (r: CheckResult) => void): Promise<CheckResult[]> {
  const all: CheckResult[] = [];
  const add = (r: CheckResult): void => {
    all.push(r);
    onResult(r);
  };
  add(checkNode());
  add(checkIcu());
  for (const r of await checkKiwix(config)) add(r);
  add(await checkSearxng(config));
  for (const r of checkModels(config)) add(r);
  for (const r of checkAudio(config)) add(r);
  add(await checkLlm(config));
  add(await checkPort(config));
  return all;
}
