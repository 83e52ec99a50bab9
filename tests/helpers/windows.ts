/**
 * Rate limits count in fixed windows (see `functions/accounts/rate-limits.ts`): a test that straddled a window's
 * end would see its counts start again halfway. Called first, this waits until at least `marginSeconds` of the
 * current window remain, so a test that calls it needs a timeout of WAITS_FOR_WINDOW (the wait alone can be a minute).
 */
export async function clearOfWindowEnd(windowSeconds: number, marginSeconds = 60) {
  const left = windowSeconds - (Math.floor(Date.now() / 1000) % windowSeconds);
  if (left < marginSeconds) await new Promise((resolve) => setTimeout(resolve, (left + 1) * 1000));
}

/** A test timeout that holds the longest wait above and the test after it. */
export const WAITS_FOR_WINDOW = 120_000;
