/**
 * Tiny model directories for the ranking tests: a real (small) SentencePiece-Unigram tokenizer.json in the
 * XLM-R layout both real models use (multilingual-e5-small and mmarco-mMiniLMv2 share XLM-R's tokenizer), its
 * tokenizer_config.json and config.json, and an ONNX graph from onnx-builder.ts with the real model's inputs
 * and outputs, laid out the way the model manager stores a catalog model (`<dir>/onnx/<file>.onnx`).
 *
 * transformers.js loads these offline from a temp dir exactly as it loads the real ones.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { biEncoderGraph, crossEncoderGraph } from './onnx-builder.js';

/** XLM-R's special tokens and their ids. */
export const SPECIALS = ['<s>', '<pad>', '</s>', '<unk>'] as const;
export const BOS_ID = 0;
export const PAD_ID = 1;
export const EOS_ID = 2;
export const UNK_ID = 3;

/**
 * Whole words of the test vocabulary, several languages. Each becomes the piece "▁word". Kept small: the
 * embedding table is one-hot, so its width is the vocabulary size.
 */
export const WORDS = [
  'query', 'passage', ':', 'the', 'cat', 'cats', 'sleeps', 'sleep', 'hours', 'a', 'day', 'dog', 'barks', 'at',
  'night', 'paris', 'is', 'capital', 'of', 'france', 'eiffel', 'tower', 'tall', 'weather', 'rain', 'tomorrow',
  'кошка', 'спит', 'часов', 'столица', 'франции', 'париж', 'katze', 'schläft', 'stunden', 'gato', 'duerme',
  'horas', 'good', 'bad', 'spam', 'casino', 'x', '?', '.', ',',
] as const;

/** Single characters, so any Latin or Cyrillic text tokenizes without <unk> (SentencePiece's fallback pieces). */
const CHARS = [...'abcdefghijklmnopqrstuvwxyzäöüßñéабвгдеёжзийклмнопрстуфхцчшщъыьэюя0123456789'];

export interface TinyVocab {
  /** Pieces in id order. */
  pieces: string[];
  /** Id of `▁word` for a word of WORDS. */
  id(word: (typeof WORDS)[number]): number;
}

export function tinyVocab(): TinyVocab {
  const pieces = [...SPECIALS, ...WORDS.map((w) => `▁${w}`), '▁', ...CHARS, '<mask>'];
  return {
    pieces,
    id: (word) => pieces.indexOf(`▁${word}`),
  };
}

function tokenizerJson(v: TinyVocab): unknown {
  const special = (content: string, id: number) => ({
    id, content, single_word: false, lstrip: content === '<mask>', rstrip: false, normalized: false, special: true,
  });
  const tok = (id: string) => ({ SpecialToken: { id, type_id: 0 } });
  const seq = (id: 'A' | 'B') => ({ Sequence: { id, type_id: 0 } });
  return {
    version: '1.0',
    truncation: null,
    padding: null,
    added_tokens: [...SPECIALS.map((s, i) => special(s, i)), special('<mask>', v.pieces.length - 1)],
    // XLM-R's own normaliser (SentencePiece nmt_nfkc) is a precompiled char map; this stands in for the parts
    // that matter here: NFKC, and newlines and tabs read as spaces. Lowercasing keeps the vocabulary small.
    normalizer: {
      type: 'Sequence',
      normalizers: [{ type: 'NFKC' }, { type: 'Replace', pattern: { Regex: '\\s+' }, content: ' ' }, { type: 'Lowercase' }],
    },
    pre_tokenizer: { type: 'Metaspace', replacement: '▁', prepend_scheme: 'always', split: true },
    post_processor: {
      type: 'TemplateProcessing',
      single: [tok('<s>'), seq('A'), tok('</s>')],
      pair: [tok('<s>'), seq('A'), tok('</s>'), tok('</s>'), seq('B'), tok('</s>')],
      special_tokens: {
        '<s>': { id: '<s>', ids: [BOS_ID], tokens: ['<s>'] },
        '</s>': { id: '</s>', ids: [EOS_ID], tokens: ['</s>'] },
      },
    },
    decoder: { type: 'Metaspace', replacement: '▁', prepend_scheme: 'always', split: true },
    model: {
      type: 'Unigram',
      unk_id: UNK_ID,
      // Whole words score far above character pieces, so a known word is always one piece.
      vocab: v.pieces.map((p, i) => [p, i < SPECIALS.length || p === '<mask>' ? 0 : p.length > 1 && p.startsWith('▁') ? -2 : -10]),
      byte_fallback: false,
    },
  };
}

const TOKENIZER_CONFIG = {
  tokenizer_class: 'XLMRobertaTokenizer',
  bos_token: '<s>',
  eos_token: '</s>',
  sep_token: '</s>',
  cls_token: '<s>',
  unk_token: '<unk>',
  pad_token: '<pad>',
  mask_token: '<mask>',
  model_max_length: 512,
};

function writeJson(path: string, value: unknown): void {
  writeFileSync(path, `${JSON.stringify(value, null, 1)}\n`);
}

function writeTokenizer(dir: string, v: TinyVocab): void {
  mkdirSync(join(dir, 'onnx'), { recursive: true });
  writeJson(join(dir, 'tokenizer.json'), tokenizerJson(v));
  writeJson(join(dir, 'tokenizer_config.json'), TOKENIZER_CONFIG);
  writeJson(join(dir, 'special_tokens_map.json'), {
    bos_token: '<s>', eos_token: '</s>', sep_token: '</s>', cls_token: '<s>', unk_token: '<unk>', pad_token: '<pad>', mask_token: '<mask>',
  });
}

/** Words whose embedding is zero: the e5 prefixes, so "query: " and "passage: " do not make texts alike. */
const NEUTRAL_WORDS = new Set(['query', 'passage', ':']);

/**
 * A bi-encoder directory like multilingual-e5-small's (BertModel, XLM-R tokenizer, onnx/model_quantized.onnx).
 * Embeddings are one-hot per token (specials and the e5 prefix words are zero), so after mean pooling the
 * cosine of two texts grows with the tokens they share.
 */
export function writeTinyBiEncoder(dir: string, o: { extraLayers?: number; hidden?: number } = {}): TinyVocab {
  const v = tinyVocab();
  writeTokenizer(dir, v);
  const hidden = Math.max(o.hidden ?? 0, v.pieces.length);
  const embeddings = v.pieces.map((p, i) => {
    const row = new Array<number>(hidden).fill(0);
    const word = p.startsWith('▁') ? p.slice(1) : p;
    if (i >= SPECIALS.length && p !== '<mask>' && !NEUTRAL_WORDS.has(word)) row[i] = 1;
    return row;
  });
  writeJson(join(dir, 'config.json'), {
    model_type: 'bert', architectures: ['BertModel'], hidden_size: hidden, vocab_size: v.pieces.length,
    max_position_embeddings: 512, type_vocab_size: 2, pad_token_id: PAD_ID,
  });
  writeFileSync(join(dir, 'onnx', 'model_quantized.onnx'), biEncoderGraph({ embeddings, ...(o.extraLayers ? { extraLayers: o.extraLayers } : {}) }));
  return v;
}

/**
 * A cross-encoder directory like mmarco-mMiniLMv2-L12-H384-v1's (XLMRobertaForSequenceClassification, one
 * label, onnx/model_quint8_avx2.onnx). The logit is the sum of token weights: `good` +2, `bad` -2, `spam` and
 * `casino` -4, everything else 0; and a pair longer than 512 tokens fails like the real model.
 */
export function writeTinyCrossEncoder(dir: string): TinyVocab {
  const v = tinyVocab();
  writeTokenizer(dir, v);
  const weights = new Array<number>(v.pieces.length).fill(0);
  weights[v.id('good')] = 2;
  weights[v.id('bad')] = -2;
  weights[v.id('spam')] = -4;
  weights[v.id('casino')] = -4;
  writeJson(join(dir, 'config.json'), {
    model_type: 'xlm-roberta', architectures: ['XLMRobertaForSequenceClassification'], hidden_size: 8,
    vocab_size: v.pieces.length, max_position_embeddings: 514, num_labels: 1, id2label: { 0: 'LABEL_0' },
    label2id: { LABEL_0: 0 }, pad_token_id: PAD_ID,
  });
  writeFileSync(join(dir, 'onnx', 'model_quint8_avx2.onnx'), crossEncoderGraph({ tokenWeights: weights, maxPositions: 512 }));
  return v;
}
