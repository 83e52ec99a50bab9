/**
 * One family's month as cost-run.ts reports it: each step's meters, the empty job runs, what the language
 * model would be sent, and the family's storage. cost-pricing.ts prices it.
 */

/** One step of the month, as metered by cost-run.ts. */
export interface Meter {
  /** Lambda invocations of the family's own (API routes, the worker); job runs are counted as fixed. */
  invocations: number;
  /** Job runs the family had work in (their time beyond an empty run is in billedMs). */
  runs: number;
  /** Handler time, each invocation rounded up to the millisecond. */
  billedMs: number;
  apiRequests: number;
  readUnits: number;
  writeUnits: number;
  sqsRequests: number;
  emails: number;
  s3Put: number;
  s3Get: number;
  s3Bytes: number;
  /** What the handlers printed (CloudWatch Logs ingestion). */
  logBytes: number;
  whatsappText: number;
  whatsappTemplate: number;
}

export interface EmptyRun {
  ms: number;
  readUnits: number;
  writeUnits: number;
  logBytes: number;
}

export interface FamilyMonth {
  steps: Record<string, Meter>;
  emptyRuns: { reminders: EmptyRun; summaries: EmptyRun; refresh: EmptyRun };
  model: Array<{ systemChars: number; toolChars: number; historyChars: number; messageChars: number; replyChars: number }>;
  storage: { items: number; itemBytes: number; documentBytes: number };
  counts: Record<string, number>;
  replayMs: number;
  /** The first reply to each kind of assistant message. */
  samples: Record<string, string>;
  stamp: string;
}
