/**
 * Background builds run one at a time, in the order asked, except that a caller waiting for some of them can move
 * those to the front. Pure scheduling; the jobs do their own I/O and must not reject (a failed build is a value).
 *
 * Why one at a time: the zim stage reads a title list per book without a full-text index (~110 suggestions each)
 * and then a word index. Eleven books read at once kept kiwix-serve so busy that a one-shot `hearth ask` waited
 * past its 1.5 s for the one small book it needed (the aviation book alone: ~0.5 s).
 */
interface Job {
  readonly key: string;
  readonly run: () => Promise<void>;
  readonly settle: () => void;
}

export class BuildQueue {
  readonly #jobs: Job[] = [];
  #running = false;

  /** Queues a job; the promise settles when it has run (never rejects). */
  add(key: string, run: () => Promise<void>): Promise<void> {
    return new Promise((settle) => {
      this.#jobs.push({ key, run, settle });
      this.#pump();
    });
  }

  /** Moves the queued jobs with these keys to the front, in their queued order. */
  prioritize(keys: readonly string[]): void {
    const wanted = this.#jobs.filter((j) => keys.includes(j.key));
    if (wanted.length === 0) return;
    const rest = this.#jobs.filter((j) => !keys.includes(j.key));
    this.#jobs.splice(0, this.#jobs.length, ...wanted, ...rest);
  }

  #pump(): void {
    if (this.#running) return;
    const job = this.#jobs.shift();
    if (job === undefined) return;
    this.#running = true;
    void job
      .run()
      .catch(() => undefined)
      .finally(() => {
        this.#running = false;
        job.settle();
        this.#pump();
      });
  }
}
