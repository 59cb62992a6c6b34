/**
 * The languages the boundary knows, one lexicon each (daemon/lang/<code>/boundary.ts). Add a language here and
 * to the fixture sets together; the order is the order rules run in (it matters only for notFirstPerson).
 */
import type { BoundaryLexicon } from './types.js';
import { en } from '../lang/en/boundary.js';
import { ru } from '../lang/ru/boundary.js';
import { uk } from '../lang/uk/boundary.js';
import { de } from '../lang/de/boundary.js';
import { es } from '../lang/es/boundary.js';
import { fr } from '../lang/fr/boundary.js';
import { it } from '../lang/it/boundary.js';
import { pt } from '../lang/pt/boundary.js';
import { nl } from '../lang/nl/boundary.js';
import { pl } from '../lang/pl/boundary.js';

export const LEXICONS: readonly BoundaryLexicon[] = [en, ru, uk, de, es, fr, it, pt, nl, pl];
