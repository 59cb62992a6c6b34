/** The es tables: word lists and Hearth's own sentences (../types.ts). */
import type { Language } from '../types.js';
import { phrases } from './phrases.js';
import { words } from './words.js';

export const language: Language = { code: 'es', words, phrases };
