/**
 * The shape of an expected failure. Expected failures are values, counted by the caller (a timeout, a model
 * that is not installed, a refused connection); exceptions are for bugs and carry a code from errors.ts.
 * It lives apart from the turn chain's vocabulary because clients, workers and stores use it without knowing
 * anything about turns.
 */
export type Outcome<T, R extends string = string> = { ok: true; value: T } | { ok: false; reason: R };
