/**
 * Requests that must not reveal whether an address has an account (magic link, password reset, new
 * verification link) answer no sooner than a fixed floor after they start. The real work (a token write
 * and an SES send, tens to a few hundred ms) happens inside the request, since Lambda does not promise to
 * run anything after the response; padding both paths to the same floor makes them take the same time.
 * If the work ever takes longer than the floor, that request is as slow as the work.
 */
export const EVEN_ANSWER_FLOOR_MS = 1000;

export async function answerAfterFloor<T>(work: () => Promise<T>, floorMs = EVEN_ANSWER_FLOOR_MS): Promise<T> {
  const started = Date.now();
  try {
    return await work();
  } finally {
    const left = started + floorMs - Date.now();
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}
