import { startTransition, useEffect, useState } from 'react';

/**
 * Counts from `step` up to `total`, `step` more in each task: a long list drawn with it is put on the page
 * a few items per commit, each a short task, instead of in one commit that holds a phone's main thread
 * (React can slice rendering, not a commit). Once all are shown it stays there, so a list that grows later
 * is drawn at once.
 */
export function useGrowingCount(total: number, step: number): number {
  const [count, setCount] = useState(step);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => startTransition(() => setCount((c) => c + step)));
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}
