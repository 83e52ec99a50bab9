/**
 * The month's virtual clock: actions at instants of the month, replayed in time order (an action may add
 * later ones, as a session adds the reminders of the events it creates).
 */

export const DAY = 86_400_000;
export const HOUR = 3_600_000;
export const MINUTE = 60_000;
export const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type Action = { at: number; order: number; run: () => Promise<void> };

export function monthTimeline() {
  const timeline: Action[] = [];
  const at = (ms: number, run: () => Promise<void>) => timeline.push({ at: ms, order: timeline.length, run });
  const sort = () => timeline.sort((a, b) => a.at - b.at || a.order - b.order);
  /** Every action in time order, those added on the way included; returns the replay's duration (ms). */
  const replay = async () => {
    const started = performance.now();
    sort();
    for (let i = 0; i < timeline.length; i++) await timeline[i].run();
    return performance.now() - started;
  };
  return { at, sort, replay };
}

export type Timeline = ReturnType<typeof monthTimeline>;
