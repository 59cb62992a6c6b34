/**
 * The local LLM phraser's pure rules: thread cap, evidence token budget, thinking switch, model file choice.
 * A whitespace word counter stands in for the tokenizer here; the real tokenizer runs in phraser-llama.test.ts.
 */
import { describe, expect, test } from 'vitest';
import {
  fitEvidence,
  modelReference,
  NO_THINK_SWITCH,
  pickGguf,
  threadCount,
  wantsNoThinkSwitch,
  withThinkingOff,
} from '../daemon/phraser/llama-policy.js';
import type { Evidence } from '../daemon/turn/types.js';

const words = (text: string): number => text.split(/\s+/u).filter((w) => w !== '').length;
const clipWords = (text: string, max: number): string => text.split(/\s+/u).filter((w) => w !== '').slice(0, max).join(' ');
const item = (n: number, source: Evidence['source'] = 'zim'): Evidence => ({
  source,
  text: Array.from({ length: n }, (_, i) => `w${i}`).join(' '),
});

describe('threadCount', () => {
  test('0 means one less than the cores', () => {
    expect(threadCount(0, 8)).toBe(7);
  });
  test('never below one on a single core', () => {
    expect(threadCount(0, 1)).toBe(1);
  });
  test('a configured value above the cap is lowered below the core count', () => {
    expect(threadCount(16, 4)).toBe(3);
  });
  test('a configured value under the cap is kept', () => {
    expect(threadCount(2, 8)).toBe(2);
  });
});

describe('fitEvidence', () => {
  test('keeps everything that fits the budget', () => {
    const kept = fitEvidence([item(10), item(10)], 100, words, clipWords);
    expect(kept.map((e) => e.text)).toEqual([item(10).text, item(10).text]);
  });

  test('clips the item that crosses the budget and drops the rest', () => {
    // Each prompt line is "[n] (zim) " (2 words) + the text.
    const kept = fitEvidence([item(30), item(40), item(10)], 60, words, clipWords);
    expect(kept).toHaveLength(2);
    expect(kept[0]?.text).toBe(item(30).text);
    expect(words(kept[1]?.text ?? '')).toBe(60 - 32 - 2);
    expect(kept[1]?.text.endsWith('…')).toBe(true);
  });

  test('a clipped line is measured again so the ellipsis cannot push it over the budget', () => {
    const costly = (text: string): number => words(text) + 3 * (text.match(/…/gu)?.length ?? 0);
    const kept = fitEvidence([item(30), item(40)], 60, costly, clipWords);
    const lines = kept.map((e, i) => `[${i + 1}] (zim) ${e.text}`);
    expect(lines.reduce((n, line) => n + costly(line), 0)).toBeLessThanOrEqual(60);
    expect(kept).toHaveLength(2);
  });

  test('drops a crossing item when too little room is left to say anything', () => {
    const kept = fitEvidence([item(50), item(40)], 55, words, clipWords);
    expect(kept).toHaveLength(1);
  });

  test('a zero budget keeps nothing', () => {
    expect(fitEvidence([item(5)], 0, words, clipWords)).toEqual([]);
  });

  test('skips items with no text', () => {
    const kept = fitEvidence([{ source: 'zim', text: '   ' }, item(5)], 100, words, clipWords);
    expect(kept).toEqual([item(5)]);
  });
});

describe('thinking switch', () => {
  test('the Qwen wrapper gets the switch', () => {
    expect(wantsNoThinkSwitch('Qwen', undefined)).toBe(true);
  });
  test('a template with a think block gets the switch', () => {
    expect(wantsNoThinkSwitch('JinjaTemplate', '{% if enable_thinking %}<think>{% endif %}')).toBe(true);
  });
  test('other models do not', () => {
    expect(wantsNoThinkSwitch('Llama2Chat', '[INST] {{ content }} [/INST]')).toBe(false);
  });
  test('the switch goes on the user message and leaves the system prompt unchanged', () => {
    const messages = withThinkingOff(
      [
        { role: 'system', content: 'S' },
        { role: 'user', content: 'U' },
      ],
      true,
    );
    expect(messages).toEqual([
      { role: 'system', content: 'S' },
      { role: 'user', content: `U\n${NO_THINK_SWITCH}` },
    ]);
  });
});

describe('model files', () => {
  test('a .gguf path is a path, anything else a catalog name', () => {
    expect(modelReference('/m/Qwen3-1.7B-Q4_K_M.GGUF')).toEqual({ kind: 'path', path: '/m/Qwen3-1.7B-Q4_K_M.GGUF' });
    expect(modelReference(' qwen3-1.7b ')).toEqual({ kind: 'name', name: 'qwen3-1.7b' });
  });
  test('the first part of a split model is picked', () => {
    expect(pickGguf(['README.md', 'm-00002-of-00002.gguf', 'm-00001-of-00002.gguf'])).toBe('m-00001-of-00002.gguf');
  });
  test('a directory without a .gguf has no model', () => {
    expect(pickGguf(['config.json'])).toBeUndefined();
  });
});
