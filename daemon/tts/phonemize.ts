/**
 * Phonemes for Piper voices: espeak-ng's IPA, shaped the way Piper's own phonemizer shapes them, then mapped
 * to the voice's phoneme ids.
 *
 * Piper (piper1-gpl) calls espeak-ng's library clause by clause and puts each clause's punctuation back
 * after its phonemes (", " after a comma, ";" or ":", a bare "." "?" "!" at a sentence end), because the
 * voice was trained on that. The espeak-ng command line prints one line of IPA per clause but drops the
 * punctuation, so we split the text into clauses ourselves, and when our clause count matches espeak's
 * lines we re-attach each clause's punctuation; when it does not (abbreviations espeak expands into extra
 * clauses, say), the lines are joined with spaces and only the sentence's final mark is kept.
 *
 * `--ipa` (not `--ipa=3`) is the flavour that matches: `--ipa=3` puts a zero-width joiner inside diphthongs
 * ("o‍ʊ"), which no voice's id map contains, while Piper's ids are for the bare code points ("o", "ʊ").
 */
import { spawn } from 'node:child_process';
import { SpeechError } from './types.js';

/** Clause punctuation Piper keeps; a mark counts only before whitespace or the end (so "3.5" stays whole). */
const CLAUSE_END = /[,;:.!?]+(?=\s|$)/gu;
/** Marks that do not end a sentence; a sentence that stops on one gets no final mark. */
const MID_SENTENCE = new Set([',', ';', ':']);
/** espeak-ng's language-switch flags in its output, e.g. "(en)pˈaɪθən(ru)". */
const LANGUAGE_FLAG = /\([^)]*\)/gu;

/** The final punctuation of a clause ("" when none), reduced to the one mark Piper would append. */
function clauseMark(clause: string): string {
  const match = /([,;:.!?])[,;:.!?]*$/u.exec(clause.trim());
  return match?.[1] ?? '';
}

/** Splits a sentence into clauses at punctuation followed by a space or the end. Pure. */
export function splitClauses(sentence: string): string[] {
  const clauses: string[] = [];
  let start = 0;
  for (const match of sentence.matchAll(CLAUSE_END)) {
    const end = match.index + match[0].length;
    clauses.push(sentence.slice(start, end));
    start = end;
  }
  clauses.push(sentence.slice(start));
  return clauses.map((c) => c.trim()).filter((c) => c !== '' && !/^[,;:.!?]+$/u.test(c));
}

/**
 * Joins espeak's per-clause IPA lines into Piper's phoneme string for one sentence, putting punctuation back
 * where it can tell where it belongs. Pure.
 */
export function joinClausePhonemes(sentence: string, ipaLines: readonly string[]): string {
  const lines = ipaLines.map((l) => l.replace(LANGUAGE_FLAG, '').trim()).filter((l) => l !== '');
  const clauses = splitClauses(sentence);
  if (lines.length === 0) return '';
  // Piper writes "clause, clause; clause." : each mark right after its clause, a space before the next one.
  if (clauses.length === lines.length) return lines.map((line, i) => line + clauseMark(clauses[i] ?? '')).join(' ');
  const last = clauseMark(clauses[clauses.length - 1] ?? '');
  return lines.join(' ') + (MID_SENTENCE.has(last) ? '' : last);
}

/** Piper's "phonemes": the NFD-decomposed code points of the phoneme string. Pure. */
export function phonemeList(phonemes: string): string[] {
  return [...phonemes.normalize('NFD')];
}

export type PhonemeIdMap = Readonly<Record<string, readonly number[]>>;

/**
 * Phoneme ids for one sentence the way piper1-gpl builds them: `^ _ p1 _ p2 _ … pn _ $`. Phonemes the voice
 * does not know are skipped and counted (`unknown`), as Piper does. Pure.
 */
export function phonemeIds(phonemes: readonly string[], idMap: PhonemeIdMap): { ids: number[]; unknown: number } {
  const pad = idMap._ ?? [];
  const ids: number[] = [...(idMap['^'] ?? []), ...pad];
  let unknown = 0;
  for (const phoneme of phonemes) {
    const mapped = idMap[phoneme];
    if (!mapped) {
      unknown += 1;
      continue;
    }
    ids.push(...mapped, ...pad);
  }
  ids.push(...(idMap.$ ?? []));
  return { ids, unknown };
}

/**
 * espeak-ng's IPA for a text, one line per clause: `espeak-ng -q --ipa -v <voice>`, text on stdin (never on
 * the command line, where `ps` would show it). Throws SpeechError('unavailable') when espeak-ng is missing.
 */
export function espeakIpa(text: string, voice: string, binary = 'espeak-ng', signal?: AbortSignal): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, ['-q', '--ipa', '-v', voice], { stdio: ['pipe', 'pipe', 'ignore'] });
    const out: Buffer[] = [];
    const onAbort = (): void => {
      child.kill('SIGKILL');
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.once('error', () => {
      signal?.removeEventListener('abort', onAbort);
      reject(new SpeechError('unavailable', 'espeak-ng is not installed'));
    });
    child.once('close', (code) => {
      signal?.removeEventListener('abort', onAbort);
      if (signal?.aborted) return resolve([]);
      if (code !== 0) return reject(new SpeechError('failed', 'espeak-ng phonemizer failed'));
      resolve(Buffer.concat(out).toString('utf8').split('\n').map((l) => l.trim()).filter((l) => l !== ''));
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(`${text.replace(/\s+/gu, ' ').trim()}\n`);
  });
}
