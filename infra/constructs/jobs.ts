import { Duration, type Stack } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { JobRow, QueueWorkerRow } from '../../functions/routes';
import type { ApiFunction } from './api-function';
import type { FunctionFactory } from './functions';
import type { Messaging } from './messaging';

/** `jobs/send-reminders` → `JobsSendReminders`, `GET /api/families/{id}` → `GetApiFamiliesId`: a stable construct id. */
export const pascal = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1).toLowerCase())
    .join('');

/** A worker answering through the model needs time for each message of a batch (model deadline 8 s plus tools). */
export const workerTimeout = (w: QueueWorkerRow, assistantModelId: string) =>
  assistantModelId && w.uses?.includes('assistantModel') ? Math.max(w.timeoutSeconds, w.batchSize * 12 + 10) : w.timeoutSeconds;

/** Each job on its EventBridge schedule, its undeliverable events and failed runs sent to a dead-letter queue. */
export function addScheduledJobs(stack: Stack, jobs: readonly JobRow[], functions: FunctionFactory, messaging: Messaging): ApiFunction[] {
  return jobs.map((job) => {
    const id = `Job${pascal(job.handler)}`;
    const fn = functions.make(id, job.handler, 'job', job.table, job.uses, job.timeoutSeconds);
    const deadLetters = job.ownDeadLetters ? messaging.ownDeadLetters(id, job.handler) : messaging.jobDeadLetters.get();
    new Rule(stack, `${id}Schedule`, {
      description: `Runs ${job.handler} every ${job.everyMinutes} minutes`,
      schedule: Schedule.rate(Duration.minutes(job.everyMinutes)),
      // A schedule event EventBridge cannot deliver (throttled, denied) within 2 retries and an hour lands here.
      targets: [new LambdaFunction(fn.fn, { retryAttempts: 2, maxEventAge: Duration.hours(1), deadLetterQueue: deadLetters })],
    });
    // A run that fails is not retried by Lambda (the next scheduled run is the retry: the reminder job leaves
    // whatever it did not finish due); its record goes to the same queue, so the operator sees failed runs too.
    fn.fn.configureAsyncInvoke({ retryAttempts: 0, onFailure: new SqsDestination(deadLetters) });
    return fn;
  });
}

/** Each queue worker, fed by its queue in batches; a failed message is retried alone (batch item failures). */
export function addQueueWorkers(workers: readonly QueueWorkerRow[], functions: FunctionFactory, messaging: Messaging, assistantModelId: string): ApiFunction[] {
  return workers.map((worker) => {
    const id = `Worker${pascal(worker.handler)}`;
    const fn = functions.make(id, worker.handler, 'job', worker.table, worker.uses, workerTimeout(worker, assistantModelId));
    const source = worker.queue === 'deliveries' ? messaging.deliveries.get().queue : messaging.assistant.get().queue;
    fn.fn.addEventSource(new SqsEventSource(source, { batchSize: worker.batchSize, reportBatchItemFailures: true }));
    return fn;
  });
}
