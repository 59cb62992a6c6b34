/**
 * One fetched document to readable text, whatever its type: HTML and XHTML through extractReadable, plain text
 * by its blank lines. Shared by the worker thread and the inline path. Pure.
 */
import type { DocumentKind } from '../net/document.js';
import { extractPlainText, extractReadable, type Extracted } from './extract.js';

export interface ExtractJob {
  kind: DocumentKind;
  text: string;
}

export function extractDocument(job: ExtractJob): Extracted {
  return job.kind === 'text' ? extractPlainText(job.text) : extractReadable(job.text);
}
