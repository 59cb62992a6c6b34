/**
 * The two ranking models, as loaded and run inside the ranking worker (never on the main thread: tokenizing is
 * synchronous JavaScript and ONNX Runtime's Node binding runs a session synchronously too).
 *
 *  - DenseModel: a bi-encoder (multilingual-e5-small, or paraphrase-multilingual-MiniLM-L12-v2) through
 *    @huggingface/transformers: tokenize, run, mean-pool the last hidden state over real tokens, L2-normalise,
 *    and score passages by cosine with the query.
 *  - Reranker: a cross-encoder (mmarco-mMiniLMv2-L12-H384-v1) scoring one (query, document) pair per run.
 *    Batching pads the pairs, and with a dynamically quantised graph the padding moves the logits enough to
 *    reorder results (measured by MiniSearch: up to 1.29 logits, 2 of 10 fixtures reordered), so pairs are
 *    never batched; one pair also holds the worker for a few ms, so a cancel is seen quickly.
 *
 * Models load only from a local directory laid out by the model manager (`<modelsDir>/<name>/...`); remote
 * loading is switched off, so nothing here can download on the turn path. Errors become reason codes: a
 * library message may hold a path, so none is passed on.
 */
import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import {
  AutoModel,
  AutoModelForSequenceClassification,
  AutoTokenizer,
  env,
  LogLevel,
  Tensor,
  type PreTrainedModel,
  type PreTrainedTokenizer,
} from '@huggingface/transformers';
import { buildPair, densePrefixes, pairLayoutFrom, scrubSurrogates, type PairLayout } from './policy.js';
import { HearthError, ModelLoadError } from '../errors.js';

/**
 * Tokens kept per passage for the bi-encoder. Passages run up to 1,200 characters (about 300 XLM-R tokens);
 * 256 keeps most of every passage while bounding the cost of the longest ones (attention is quadratic).
 */
const DENSE_MAX_TOKENS = 256;

/**
 * Passages per bi-encoder run. 16 balances per-run overhead against padding waste (passages are sorted by
 * length first, so a batch pads little) and keeps one run short enough that a cancel lands within ~100 ms.
 */
const DENSE_BATCH = 16;

/**
 * Characters of a document passed to the tokenizer at most. Snippets are short; this only bounds tokenizing
 * time for a pathological input. 512 tokens of SentencePiece pieces stay well inside 8,192 characters (pieces
 * average 3-5 characters), so the 512-token truncation still decides what the model reads.
 */
const DOC_MAX_CHARS = 8_192;

/** ONNX file names tried in order, per role: the catalog's files first, the unquantised export last. */
const DENSE_FILES = ['model_quantized', 'model'];
const RERANK_FILES = ['model_quint8_avx2', 'model_quantized', 'model'];

let envReady = false;
/**
 * Local files only, no file-system cache writes, and silent: the library prints to the console (paths, ONNX
 * Runtime messages), which would bypass the daemon's logger; failures are reported as reason codes instead.
 */
function configureEnv(): void {
  if (envReady) return;
  env.allowRemoteModels = false;
  env.allowLocalModels = true;
  env.useFSCache = false;
  env.useBrowserCache = false;
  env.logLevel = LogLevel.NONE;
  envReady = true;
}

function pickOnnx(dir: string, names: readonly string[]): string | undefined {
  return names.find((n) => existsSync(join(dir, 'onnx', `${n}.onnx`)));
}

interface Loaded {
  tokenizer: PreTrainedTokenizer;
  model: PreTrainedModel;
}

/**
 * Loads tokenizer and model from `dir`. `env.localModelPath` is global, so loads must not overlap (the worker
 * runs one job at a time).
 */
async function loadFrom(dir: string, files: readonly string[], auto: typeof AutoModel, threads: number): Promise<Loaded> {
  configureEnv();
  const file = pickOnnx(dir, files);
  if (!file || !existsSync(join(dir, 'tokenizer.json')) || !existsSync(join(dir, 'config.json'))) {
    throw new ModelLoadError('missingFiles', basename(dir));
  }
  env.localModelPath = dirname(dir);
  const id = basename(dir);
  try {
    const tokenizer = await AutoTokenizer.from_pretrained(id, { local_files_only: true });
    const model = await auto.from_pretrained(id, {
      local_files_only: true,
      // The file name is given whole; dtype fp32 means "no suffix" here, whatever the graph's own precision.
      model_file_name: file,
      dtype: 'fp32',
      device: 'cpu',
      session_options: { intraOpNumThreads: threads, interOpNumThreads: 1, logSeverityLevel: 3 },
    });
    return { tokenizer, model };
  } catch (err) {
    throw new ModelLoadError('badModel', id, { cause: err });
  }
}

/** A cancellation check between runs: true when the job should stop. */
type Cancelled = () => boolean;

export class CancelledError extends HearthError {
  constructor() {
    super('HEARTH_RANK_CANCELLED', 'cancelled');
  }
}

export class DenseModel {
  readonly #m: Loaded;
  readonly #prefix: { query: string; passage: string };

  private constructor(m: Loaded, prefix: { query: string; passage: string }) {
    this.#m = m;
    this.#prefix = prefix;
  }

  static async load(dir: string, threads: number): Promise<DenseModel> {
    return new DenseModel(await loadFrom(dir, DENSE_FILES, AutoModel, threads), densePrefixes(basename(dir)));
  }

  /** Unit-length mean-pooled embeddings of `texts`, in order. */
  async embed(texts: readonly string[], cancelled: Cancelled = () => false): Promise<Float32Array[]> {
    const out = new Array<Float32Array>(texts.length);
    // Sorting by length makes each batch pad to a similar length: less wasted work.
    const order = texts.map((t, i) => ({ t: scrubSurrogates(t), i })).sort((a, b) => a.t.length - b.t.length);
    for (let at = 0; at < order.length; at += DENSE_BATCH) {
      if (cancelled()) throw new CancelledError();
      const batch = order.slice(at, at + DENSE_BATCH);
      const inputs = this.#m.tokenizer(
        batch.map((b) => b.t),
        { padding: true, truncation: true, max_length: DENSE_MAX_TOKENS },
      );
      const output = (await this.#m.model(inputs)) as { last_hidden_state: Tensor };
      const pooled = meanPool(output.last_hidden_state, inputs.attention_mask as Tensor);
      batch.forEach((b, j) => (out[b.i] = pooled[j]!));
    }
    return out;
  }

  /** Cosine similarity of the query to each passage (e5 prefixes applied when the model wants them). */
  async scores(query: string, passages: readonly string[], cancelled?: Cancelled): Promise<Float32Array> {
    const [q] = await this.embed([`${this.#prefix.query}${query}`], cancelled);
    const ps = await this.embed(passages.map((p) => `${this.#prefix.passage}${p}`), cancelled);
    return Float32Array.from(ps, (p) => dot(q!, p));
  }
}

export class Reranker {
  readonly #m: Loaded;
  readonly #layout: PairLayout;

  private constructor(m: Loaded, layout: PairLayout) {
    this.#m = m;
    this.#layout = layout;
  }

  static async load(dir: string, threads: number): Promise<Reranker> {
    const m = await loadFrom(dir, RERANK_FILES, AutoModelForSequenceClassification, threads);
    // Read the special-token layout off the tokenizer's own pair template, so the pairs we assemble by hand
    // (to truncate the document side only) are exactly what the tokenizer would have made.
    const a = 'alpha', b = 'beta';
    const layout = pairLayoutFrom(
      m.tokenizer.encode(a, { text_pair: b }),
      m.tokenizer.encode(a, { add_special_tokens: false }),
      m.tokenizer.encode(b, { add_special_tokens: false }),
    );
    if (!layout) throw new ModelLoadError('badModel', basename(dir));
    return new Reranker(m, layout);
  }

  /** Token ids of the (query, doc) pair as the model reads it. */
  pairIds(query: string, doc: string): { inputIds: number[]; tokenTypeIds: number[]; truncated: boolean } {
    const q = this.#m.tokenizer.encode(scrubSurrogates(query), { add_special_tokens: false });
    const d = this.#m.tokenizer.encode(scrubSurrogates(cutChars(doc, DOC_MAX_CHARS)), { add_special_tokens: false });
    return buildPair(q, d, this.#layout);
  }

  /** One logit per doc, each pair in its own run. `truncated` counts docs cut to fit. */
  async scores(query: string, docs: readonly string[], cancelled: Cancelled = () => false): Promise<{ scores: Float32Array; truncated: number }> {
    const scores = new Float32Array(docs.length);
    let truncated = 0;
    for (let i = 0; i < docs.length; i++) {
      if (cancelled()) throw new CancelledError();
      const pair = this.pairIds(query, docs[i]!);
      if (pair.truncated) truncated += 1;
      const n = pair.inputIds.length;
      const ids = new Tensor('int64', BigInt64Array.from(pair.inputIds, (v) => BigInt(v)), [1, n]);
      const mask = new Tensor('int64', new BigInt64Array(n).fill(1n), [1, n]);
      const types = new Tensor('int64', BigInt64Array.from(pair.tokenTypeIds, (v) => BigInt(v)), [1, n]);
      // Extra inputs are ignored by models without token types (XLM-R).
      const output = (await this.#m.model({ input_ids: ids, attention_mask: mask, token_type_ids: types })) as { logits: Tensor };
      scores[i] = Number((output.logits.data as Float32Array)[0]);
    }
    return { scores, truncated };
  }
}

/** Mean of the hidden states over unmasked tokens, L2-normalised, one vector per batch row. */
function meanPool(hidden: Tensor, mask: Tensor): Float32Array[] {
  const [batch, seq, width] = hidden.dims as [number, number, number];
  const h = hidden.data as Float32Array;
  const m = mask.data as BigInt64Array;
  const out: Float32Array[] = [];
  for (let b = 0; b < batch; b++) {
    const v = new Float32Array(width);
    let count = 0;
    for (let s = 0; s < seq; s++) {
      if (m[b * seq + s] === 0n) continue;
      count += 1;
      const base = (b * seq + s) * width;
      for (let k = 0; k < width; k++) v[k]! += h[base + k]!;
    }
    let norm = 0;
    for (let k = 0; k < width; k++) norm += v[k]! * v[k]!;
    norm = Math.sqrt(norm);
    if (count > 0 && norm > 0) for (let k = 0; k < width; k++) v[k]! /= norm;
    out.push(v);
  }
  return out;
}

function dot(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let k = 0; k < a.length; k++) s += a[k]! * b[k]!;
  return s;
}

/** The first `max` characters, not ending inside a surrogate pair. */
function cutChars(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/u.test(cut) ? cut.slice(0, -1) : cut;
}
