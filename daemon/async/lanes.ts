/**
 * Runs checks a few at a time and stops starting new ones once one says yes. Pure scheduling; the checks do
 * their own I/O and must not reject (expected failures are values: a failed check says false).
 */

/** Whether any check says true, running at most `lanes` at once; checks not yet started when one does are skipped. */
export async function anyInLanes(checks: readonly (() => Promise<boolean>)[], lanes: number): Promise<boolean> {
  let next = 0;
  let found = false;
  const lane = async (): Promise<void> => {
    while (!found && next < checks.length) {
      const check = checks[next++]!;
      if (await check()) found = true;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(lanes, checks.length)) }, lane));
  return found;
}
