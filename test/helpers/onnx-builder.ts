/**
 * A minimal ONNX protobuf writer for tests: enough of ModelProto / GraphProto / NodeProto / TensorProto /
 * ValueInfoProto to build tiny graphs that ONNX Runtime loads and runs, with the same input and output names,
 * types and ranks as the real models Hearth uses. No weights are downloaded; the graphs are made here.
 *
 * Field numbers follow onnx/onnx.proto (proto2, opset 13 default domain, IR version 8).
 *
 * Two graphs are provided:
 *  - biEncoderGraph: `input_ids`, `attention_mask`, `token_type_ids` (int64 [batch, seq]) -> `last_hidden_state`
 *    (float [batch, seq, hidden]), like multilingual-e5-small (a BERT). Hidden states are rows of an embedding
 *    table (Gather) plus a token-type row, optionally pushed through `extraLayers` identity MatMuls so a pass
 *    costs measurable CPU (for the event-loop tests and the benchmark).
 *  - crossEncoderGraph: `input_ids`, `attention_mask` (int64 [batch, seq]) -> `logits` (float [batch, 1]), like
 *    mmarco-mMiniLMv2 (an XLM-R). The logit is the sum of per-token weights over unmasked tokens; a position
 *    table of `maxPositions` rows is gathered for every position, so a sequence longer than the real model's
 *    position table fails the run exactly as the real model would.
 */

// ---- protobuf wire format -------------------------------------------------------------------------------

class Writer {
  readonly #parts: Uint8Array[] = [];

  #varint(value: bigint): void {
    let v = BigInt.asUintN(64, value);
    const bytes: number[] = [];
    do {
      let b = Number(v & 0x7fn);
      v >>= 7n;
      if (v > 0n) b |= 0x80;
      bytes.push(b);
    } while (v > 0n);
    this.#parts.push(Uint8Array.from(bytes));
  }

  #key(field: number, wire: number): void {
    this.#varint(BigInt((field << 3) | wire));
  }

  int(field: number, value: number | bigint): this {
    this.#key(field, 0);
    this.#varint(BigInt(value));
    return this;
  }

  bytes(field: number, value: Uint8Array): this {
    this.#key(field, 2);
    this.#varint(BigInt(value.length));
    this.#parts.push(value);
    return this;
  }

  string(field: number, value: string): this {
    return this.bytes(field, new TextEncoder().encode(value));
  }

  message(field: number, w: Writer): this {
    return this.bytes(field, w.finish());
  }

  float(field: number, value: number): this {
    this.#key(field, 5);
    const b = new Uint8Array(4);
    new DataView(b.buffer).setFloat32(0, value, true);
    this.#parts.push(b);
    return this;
  }

  finish(): Uint8Array {
    const total = this.#parts.reduce((n, p) => n + p.length, 0);
    const out = new Uint8Array(total);
    let at = 0;
    for (const p of this.#parts) {
      out.set(p, at);
      at += p.length;
    }
    return out;
  }
}

// ---- ONNX messages ----------------------------------------------------------------------------------------

/** TensorProto.DataType values used here. */
export const FLOAT = 1;
export const INT64 = 7;

export type Dim = number | string;

export interface Tensor {
  name: string;
  dims: number[];
  type: typeof FLOAT | typeof INT64;
  values: ArrayLike<number>;
}

export interface Attribute {
  name: string;
  int?: number;
  ints?: number[];
  float?: number;
}

export interface Node {
  op: string;
  inputs: string[];
  outputs: string[];
  attributes?: Attribute[];
}

export interface ValueInfo {
  name: string;
  type: typeof FLOAT | typeof INT64;
  shape: Dim[];
}

export interface Graph {
  name: string;
  nodes: Node[];
  initializers: Tensor[];
  inputs: ValueInfo[];
  outputs: ValueInfo[];
}

function tensorProto(t: Tensor): Writer {
  const w = new Writer();
  for (const d of t.dims) w.int(1, d);
  w.int(2, t.type);
  w.string(8, t.name);
  let raw: Uint8Array;
  if (t.type === FLOAT) {
    raw = new Uint8Array(Float32Array.from(t.values).buffer);
  } else {
    raw = new Uint8Array(BigInt64Array.from(Array.from(t.values, (v) => BigInt(v))).buffer);
  }
  w.bytes(9, raw);
  return w;
}

function attributeProto(a: Attribute): Writer {
  const w = new Writer().string(1, a.name);
  if (a.float !== undefined) w.float(2, a.float).int(20, 1);
  else if (a.int !== undefined) w.int(3, a.int).int(20, 2);
  else if (a.ints !== undefined) {
    for (const v of a.ints) w.int(8, v);
    w.int(20, 7);
  }
  return w;
}

function nodeProto(n: Node, index: number): Writer {
  const w = new Writer();
  for (const i of n.inputs) w.string(1, i);
  for (const o of n.outputs) w.string(2, o);
  w.string(3, `${n.op.toLowerCase()}_${index}`);
  w.string(4, n.op);
  for (const a of n.attributes ?? []) w.message(5, attributeProto(a));
  return w;
}

function valueInfoProto(v: ValueInfo): Writer {
  const shape = new Writer();
  for (const d of v.shape) {
    const dim = new Writer();
    if (typeof d === 'number') dim.int(1, d);
    else dim.string(2, d);
    shape.message(1, dim);
  }
  const tensorType = new Writer().int(1, v.type).message(2, shape);
  const type = new Writer().message(1, tensorType);
  return new Writer().string(1, v.name).message(2, type);
}

/** Serialises a graph as an ONNX model (IR version 8, default-domain opset `opset`). */
export function encodeModel(g: Graph, opset = 13): Uint8Array {
  const graph = new Writer();
  g.nodes.forEach((n, i) => graph.message(1, nodeProto(n, i)));
  graph.string(2, g.name);
  for (const t of g.initializers) graph.message(5, tensorProto(t));
  for (const v of g.inputs) graph.message(11, valueInfoProto(v));
  for (const v of g.outputs) graph.message(12, valueInfoProto(v));
  return new Writer()
    .int(1, 8)
    .string(2, 'hearth-tests')
    .message(7, graph)
    .message(8, new Writer().string(1, '').int(2, opset))
    .finish();
}

// ---- the two graphs -----------------------------------------------------------------------------------------

const TOKENS: ValueInfo[] = [
  { name: 'input_ids', type: INT64, shape: ['batch_size', 'sequence_length'] },
  { name: 'attention_mask', type: INT64, shape: ['batch_size', 'sequence_length'] },
];

export interface BiEncoderGraphOptions {
  /** Row per token id, each `hidden` long. */
  embeddings: number[][];
  /** Identity MatMuls after the embedding lookup: CPU work with no change to the output. */
  extraLayers?: number;
}

export function biEncoderGraph(o: BiEncoderGraphOptions): Uint8Array {
  const vocab = o.embeddings.length;
  const hidden = o.embeddings[0]!.length;
  const nodes: Node[] = [
    { op: 'Gather', inputs: ['word_embeddings', 'input_ids'], outputs: ['words'], attributes: [{ name: 'axis', int: 0 }] },
    { op: 'Gather', inputs: ['type_embeddings', 'token_type_ids'], outputs: ['types'], attributes: [{ name: 'axis', int: 0 }] },
    { op: 'Add', inputs: ['words', 'types'], outputs: ['h0'] },
  ];
  const initializers: Tensor[] = [
    { name: 'word_embeddings', dims: [vocab, hidden], type: FLOAT, values: o.embeddings.flat() },
    // Token type 0 adds nothing (every single-text input is type 0); type 1 would shift every dimension.
    { name: 'type_embeddings', dims: [2, hidden], type: FLOAT, values: [...new Array(hidden).fill(0), ...new Array(hidden).fill(0.01)] },
  ];
  const layers = o.extraLayers ?? 0;
  if (layers > 0) {
    const identity: number[] = [];
    for (let r = 0; r < hidden; r++) for (let c = 0; c < hidden; c++) identity.push(r === c ? 1 : 0);
    initializers.push({ name: 'identity', dims: [hidden, hidden], type: FLOAT, values: identity });
  }
  for (let i = 0; i < layers; i++) nodes.push({ op: 'MatMul', inputs: [`h${i}`, 'identity'], outputs: [`h${i + 1}`] });
  nodes.push({ op: 'Identity', inputs: [`h${layers}`], outputs: ['last_hidden_state'] });
  return encodeModel({
    name: 'tiny-bi-encoder',
    nodes,
    initializers,
    inputs: [...TOKENS, { name: 'token_type_ids', type: INT64, shape: ['batch_size', 'sequence_length'] }],
    outputs: [{ name: 'last_hidden_state', type: FLOAT, shape: ['batch_size', 'sequence_length', hidden] }],
  });
}

export interface CrossEncoderGraphOptions {
  /** Weight per token id; the logit is the sum over unmasked tokens. */
  tokenWeights: number[];
  /** Rows in the position table: 514 for XLM-R (512 tokens plus the two offset rows). */
  maxPositions: number;
}

export function crossEncoderGraph(o: CrossEncoderGraphOptions): Uint8Array {
  const vocab = o.tokenWeights.length;
  const nodes: Node[] = [
    { op: 'Gather', inputs: ['token_weights', 'input_ids'], outputs: ['w'], attributes: [{ name: 'axis', int: 0 }] },
    { op: 'Cast', inputs: ['attention_mask'], outputs: ['maskf'], attributes: [{ name: 'to', int: FLOAT }] },
    { op: 'Mul', inputs: ['w', 'maskf'], outputs: ['wm'] },
    { op: 'ReduceSum', inputs: ['wm', 'axis1'], outputs: ['sum'], attributes: [{ name: 'keepdims', int: 1 }] },
    // Position lookup: Range(0, seq_len) gathered from a table with `maxPositions` rows (all zeros), so an
    // over-long sequence is an out-of-bounds Gather, an error like the real model's.
    { op: 'Shape', inputs: ['input_ids'], outputs: ['shape'] },
    { op: 'Gather', inputs: ['shape', 'one'], outputs: ['seq_len'], attributes: [{ name: 'axis', int: 0 }] },
    { op: 'Range', inputs: ['zero', 'seq_len', 'one'], outputs: ['positions'] },
    { op: 'Gather', inputs: ['position_table', 'positions'], outputs: ['pos'], attributes: [{ name: 'axis', int: 0 }] },
    { op: 'ReduceSum', inputs: ['pos', 'axis0'], outputs: ['pos_sum'], attributes: [{ name: 'keepdims', int: 0 }] },
    { op: 'Add', inputs: ['sum', 'pos_sum'], outputs: ['logits'] },
  ];
  return encodeModel({
    name: 'tiny-cross-encoder',
    nodes,
    initializers: [
      { name: 'token_weights', dims: [vocab], type: FLOAT, values: o.tokenWeights },
      { name: 'position_table', dims: [o.maxPositions], type: FLOAT, values: new Array(o.maxPositions).fill(0) },
      { name: 'axis0', dims: [1], type: INT64, values: [0] },
      { name: 'axis1', dims: [1], type: INT64, values: [1] },
      { name: 'zero', dims: [], type: INT64, values: [0] },
      { name: 'one', dims: [], type: INT64, values: [1] },
    ],
    inputs: TOKENS,
    outputs: [{ name: 'logits', type: FLOAT, shape: ['batch_size', 1] }],
  });
}
