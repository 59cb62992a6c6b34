/**
 * One fetched document to readable text, whatever its type: HTML and XHTML through extractReadable, plain text
 * by its blank lines; then, when asked, its passages and their marks for the question (prepare.ts). Shared by
 * the worker thread and the inline path. Pure.
 */
import type { DocumentKind } from '../net/document.js';
import { extractPlainText, extractReadable, type Extracted } from './extract.js';
import { preparePassages, type PrepareRequest, type PreparedPassages } from './prepare.js';

export interface ExtractJob {
  kind: DocumentKind;
  text: string;
  /** Also cut the readable text into passages and mark them for this question (prepare.ts). */
  prepare?: PrepareRequest | undefined;
}

export interface ExtractResult extends Extracted {
  prepared?: PreparedPassages;
}

export function extractDocument(job: ExtractJob): ExtractResult {
  const out: ExtractResult = job.kind === 'text' ? extractPlainText(job.text) : extractReadable(job.text);
  if (job.prepare) {
    try {
      out.prepared = preparePassages(out.text, job.prepare);
    } catch {
      // A bug in cutting or marking must not cost the page its text: selection prepares it again on the main thread.
    }
  }
  return out;
}
