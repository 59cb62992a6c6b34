/**
 * The phraser's contract is declared with the chain's vocabulary (daemon/turn/phrasing.ts), so the chain does
 * not import the phraser; the backends here implement it.
 */
export type { FallbackReason, PhraseRequest, PhraseResult, Phraser } from '../turn/phrasing.js';
