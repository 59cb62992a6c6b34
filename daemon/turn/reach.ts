/**
 * How far a turn may reach, decided from the boundary's class alone: the one predicate every stage that could
 * send the question somewhere asks (web search, page reads, the knowledge stage, the phraser's remote model).
 * Pure. docs/privacy.md, "Where a turn may go", is the table this encodes.
 *
 *   world    -> anywhere: SearXNG, page reads, any kiwix-serve, a remote LLM
 *   unsure   -> local sources only: store, skills and the kiwix-serve Hearth manages on loopback
 *   personal -> the store only (the chain stops before any evidence stage)
 *   skill, or not classified -> nowhere outside
 *
 * A turn the boundary has not classified (a stage run outside the chain) reaches nothing outside: a missing
 * class must never be read as permission.
 */
import type { TurnClass } from './types.js';

/** May this turn's question leave the box (web search, page hosts, an external kiwix URL, a remote model)? */
export function mayReachOutside(turnClass: TurnClass | undefined): boolean {
  return turnClass === 'world';
}

/**
 * May this turn be answered from local knowledge the owner keeps on this box (the managed kiwix-serve on
 * loopback)? World turns may; unsure turns may only this far.
 */
export function mayUseLocalKnowledge(turnClass: TurnClass | undefined): boolean {
  return turnClass === 'world' || turnClass === 'unsure';
}
