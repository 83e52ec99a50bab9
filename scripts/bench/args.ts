/** The sections and flags of `npm run bench` (run.ts lists them). */

export const SECTIONS = ['cold', 'db', 'http', 'web', 'assistant', 'reminders', 'summaries', 'documents', 'subscriptions', 'corpus', 'worker', 'cost'] as const;
export type Section = (typeof SECTIONS)[number];

export function parseArgs(argv: string[]) {
  const missesAt = argv.indexOf('--misses');
  const picked = argv.filter((a, i) => !a.startsWith('--') && !(missesAt >= 0 && i === missesAt + 1)) as Section[];
  for (const s of picked) if (!SECTIONS.includes(s)) throw new Error(`Unknown section "${s}": choose from ${SECTIONS.join(', ')}`);
  const flag = (name: string, fallback: number) => {
    const hit = argv.find((a) => a.startsWith(`--${name}=`));
    const value = hit ? Number(hit.split('=')[1]) : fallback;
    if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
    return value;
  };
  return {
    sections: new Set<Section>(picked.length ? picked : SECTIONS),
    runs: Math.max(5, Math.round(flag('runs', 9))),
    duration: flag('duration', 10),
    lighthouse: !argv.includes('--no-lighthouse'),
    lighthouseRuns: Math.round(flag('lighthouse-runs', 3)),
    lighthousePages: argv
      .find((a) => a.startsWith('--lighthouse-pages='))
      ?.split('=')[1]
      .split(','),
    files: argv
      .find((a) => a.startsWith('--files='))
      ?.split('=')[1]
      .split(',')
      .filter(Boolean),
    show: argv.includes('--show'),
    misses: Math.max(0, Math.round(Number(missesAt >= 0 ? argv[missesAt + 1] : (argv.find((a) => a.startsWith('--misses='))?.split('=')[1] ?? 0))) || 0),
  };
}
