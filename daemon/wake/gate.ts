/**
 * Turning wake-word scores into detections: a score at or above the threshold fires, then every head is quiet
 * for the refractory time (counted in samples of audio, not wall-clock), so one spoken "hey jarvis", whose
 * score stays high for several 80 ms steps, fires exactly once. The refractory is shared by all heads: an
 * assistant wants one wake per utterance even when two similar heads both rise. Pure; used inside the worker.
 */

export interface Detection {
  /** The head's name, as configured (catalog name or file stem). */
  name: string;
  score: number;
  /** Sample index (16 kHz, from the start of the stream) at the end of the step that fired. */
  atSample: number;
}

export class DetectionGate {
  readonly #threshold: number;
  readonly #refractorySamples: number;
  #quietUntil = -Infinity;

  constructor(threshold: number, refractorySamples: number) {
    this.#threshold = threshold;
    this.#refractorySamples = refractorySamples;
  }

  /** Scores of one step ending at `atSample`; returns the detection, if any (the best head above threshold). */
  step(scores: ReadonlyMap<string, number>, atSample: number): Detection | undefined {
    if (atSample < this.#quietUntil) return undefined;
    let best: Detection | undefined;
    for (const [name, score] of scores) {
      if (score >= this.#threshold && (!best || score > best.score)) best = { name, score, atSample };
    }
    if (best) this.#quietUntil = atSample + this.#refractorySamples;
    return best;
  }
}
