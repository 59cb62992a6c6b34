/**
 * What is on, what is off and why, in words: printed by `hearth start`, shown by the chat page's status
 * panel, and included in `/status` as `summary`. Pure: built from the config and the components' status
 * lines (Counters.note), which are fixed strings, so nothing here can carry a question, URL or host.
 */
import type { Config } from '../config/types.js';

interface SummaryLine {
  /** What the part is, as a user would call it. */
  part: string;
  on: boolean;
  /** What it does now, or why it is off. */
  detail: string;
  /** What to run or set to turn it on or fix it. */
  hint?: string;
}

/** A status line that means the part is not working, as the modules word them. */
const PROBLEM = /not installed|not downloaded|missing|off|failed|unreachable|could not|no ZIM|lexical only/iu;

function line(part: string, on: boolean, detail: string, hint?: string): SummaryLine {
  return hint ? { part, on, detail, hint } : { part, on, detail };
}

export function summarize(config: Config, components: Readonly<Record<string, string>>): SummaryLine[] {
  const out: SummaryLine[] = [];
  out.push(line('Skills and notes', true, 'time, timers, notes, arithmetic and units answer on this box'));

  const kiwix = components.kiwix;
  if (config.kiwix.url !== '') out.push(line('Offline Wikipedia', true, 'from your kiwix-serve (kiwix.url)'));
  else if (kiwix && /^running/u.test(kiwix)) out.push(line('Offline Wikipedia', true, kiwix));
  else out.push(line('Offline Wikipedia', false, kiwix ?? 'not started', kiwix?.includes('not installed') ? 'sudo apt-get install kiwix-tools' : 'npx hearth zim search, then npx hearth zim pull NAME'));

  if (config.searxng.url === '') out.push(line('Web search', false, 'no SearXNG configured (searxng.url)', 'set HEARTH_SEARXNG_URL or searxng.url to your SearXNG'));
  else out.push(line('Web search', true, components.searxng ?? 'SearXNG configured'));

  if (config.searxng.url !== '') {
    out.push(config.grounding.enabled ? line('Reading result pages', true, 'the top results are read for the passage that answers') : line('Reading result pages', false, 'grounding.enabled = false'));
  }

  const phraser = components.phraser;
  const usesLlm = config.llm.url !== '' || config.llm.localModel !== '';
  out.push(usesLlm ? line('Language model', !PROBLEM.test(phraser ?? ''), phraser ?? 'configured') : line('Language model', false, 'answers are the best sentences of the evidence (no LLM)', 'optional: llm.url, or llm.local_model'));

  const ranking = components.ranking;
  out.push(ranking && PROBLEM.test(ranking) ? line('Ranking models', false, ranking, `optional: npx hearth models pull ${config.ranking.denseModel || 'multilingual-e5-small'}`) : line('Ranking models', true, ranking ?? 'dense and cross-encoder ranking'));

  if (!config.voice.enabled) out.push(line('Voice', false, '[voice] enabled = false; text chat works', 'set [voice] enabled = true'));
  else {
    const problems = ['voice', 'audio', 'wake', 'stt', 'tts'].map((k) => components[k]).filter((v): v is string => v !== undefined && PROBLEM.test(v));
    out.push(problems.length === 0 ? line('Voice', true, `listening for ${config.wake.models.join(', ')}`) : line('Voice', false, problems.join('; '), 'npx hearth doctor'));
  }
  return out;
}

/** Pure: the start-up text. `chatLink` is the page address, with the token only when shown on a terminal. */
export function formatSummary(lines: readonly SummaryLine[], chatLink: string): string {
  const width = Math.max(...lines.map((l) => l.part.length));
  const rows = lines.map((l) => `  ${l.on ? 'on ' : 'off'}  ${l.part.padEnd(width)}  ${l.detail}${l.hint && !l.on ? `\n       ${' '.repeat(width)}  -> ${l.hint}` : ''}`);
  return [`Hearth is running. Chat page: ${chatLink}`, ...rows, '  npx hearth doctor checks every part and says how to fix it.', ''].join('\n');
}
