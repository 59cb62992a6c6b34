/**
 * Pure policy for the local LLM phraser (llama.ts): how many CPU threads it may use, how the evidence is fitted
 * into a token budget, how the prompt is adapted for the local model, and which file a model name means.
 * No I/O and no clock here, so each rule can be read and tested on its own.
 */
import type { Evidence } from '../turn/types.js';
import { evidenceLine, type ChatMessage } from './prompt.js';

/**
 * Threads for llama.cpp. `0` means "one less than the cores, at least one"; any value is capped below the core
 * count so that the event loop, audio capture and the ONNX models always keep a core to run on.
 */
export function threadCount(configured: number, cores: number): number {
  const ceiling = Math.max(1, Math.floor(cores) - 1);
  if (!Number.isInteger(configured) || configured <= 0) return ceiling;
  return Math.min(configured, ceiling);
}

/** Counts the tokens of a text with the loaded model's tokenizer. */
type TokenCounter = (text: string) => number;
/** Returns the longest prefix of `text` that fits in `maxTokens` tokens of the model's tokenizer. */
type TokenClipper = (text: string, maxTokens: number) => string;

/** An evidence item whose text was cut to fit shorter than this many tokens is dropped rather than kept as a stub. */
const MIN_CLIPPED_EVIDENCE_TOKENS = 16;
/** Re-measures of a clipped item; one is almost always enough, the rest cover tokenizers that merge across the cut. */
const MAX_CLIP_TRIES = 4;

/**
 * Keeps evidence, best first, until its prompt lines would exceed `budgetTokens`; the item that crosses the
 * budget is clipped to the tokens that are left (when enough are left to say something), the rest is dropped.
 * The line breaks between items (a token each) are not counted.
 * Counting the whole prompt line (tag, source, title) keeps the sum honest. The chain orders evidence best
 * first, so cutting from the end loses the least.
 */
export function fitEvidence(
  evidence: readonly Evidence[],
  budgetTokens: number,
  count: TokenCounter,
  clip: TokenClipper,
): Evidence[] {
  const kept: Evidence[] = [];
  let left = Math.max(0, Math.floor(budgetTokens));
  for (const item of evidence) {
    if (left <= 0) break;
    const line = evidenceLine(kept.length + 1, item);
    if (line === '') continue;
    const tokens = count(line);
    if (tokens <= left) {
      kept.push(item);
      left -= tokens;
      continue;
    }
    // The label ("[n] (source, "title") ") and the ellipsis also cost tokens: only the text's share is clipped.
    // Tokens do not add up exactly across a cut, so the clipped line is measured again and cut shorter if needed.
    let room = left - Math.max(0, tokens - count(item.text));
    for (let tries = 0; tries < MAX_CLIP_TRIES && room >= MIN_CLIPPED_EVIDENCE_TOKENS; tries++) {
      const text = clip(item.text, room).trimEnd();
      if (text === '') break;
      const clipped = { ...item, text: `${text}…` };
      const over = count(evidenceLine(kept.length + 1, clipped)) - left;
      if (over <= 0) {
        kept.push(clipped);
        break;
      }
      room -= over;
    }
    break;
  }
  return kept;
}

/** Qwen3's "soft switch": in a system or user message it turns the reasoning block off for that reply. */
export const NO_THINK_SWITCH = '/no_think';

/**
 * Whether the model understands the Qwen3 thinking switch: its chat wrapper is node-llama-cpp's Qwen wrapper or
 * its embedded chat template mentions a think block. Other models would only see noise, so they do not get it.
 */
export function wantsNoThinkSwitch(wrapperName: string, chatTemplate: string | undefined): boolean {
  if (/qwen/iu.test(wrapperName)) return true;
  return chatTemplate !== undefined && /<\/?think>|enable_thinking/u.test(chatTemplate);
}

/**
 * The messages of prompt.ts adapted for the local model: the same system prompt (its fixed text comes first so
 * its KV cache can be reused between turns) and the same quoted evidence; the thinking switch, when the model
 * has one, is appended to the user message so the system prompt stays byte-identical across turns.
 */
export function withThinkingOff(messages: readonly ChatMessage[], noThink: boolean): ChatMessage[] {
  if (!noThink) return messages.map((m) => ({ ...m }));
  return messages.map((m) => (m.role === 'user' ? { ...m, content: `${m.content}\n${NO_THINK_SWITCH}` } : { ...m }));
}

/** How `llm.localModel` is to be found: a .gguf path is used as is, anything else is a catalog name. */
export function modelReference(localModel: string): { kind: 'path'; path: string } | { kind: 'name'; name: string } {
  const trimmed = localModel.trim();
  if (/\.gguf$/iu.test(trimmed)) return { kind: 'path', path: trimmed };
  return { kind: 'name', name: trimmed };
}

/**
 * The model file in a model directory: the only .gguf, or the first in name order when there are several
 * (split GGUF files are numbered "-00001-of-0000N", and llama.cpp loads the rest from the first part).
 */
export function pickGguf(fileNames: readonly string[]): string | undefined {
  return fileNames.filter((n) => /\.gguf$/iu.test(n)).sort()[0];
}
