import { Annotations, Duration, Validations, type Stack } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { FilterPattern, type ILogGroup, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { STRIPE_NOT_CONFIGURED } from '../../functions/adapters/secrets';

/** The custom metrics counted from log lines (namespace Simplify). */
export const LOG_METRICS = {
  /** The wrapper's line for a webhook answered with a 4xx/5xx (bad signature included). */
  webhookFailures: { metricName: 'WebhookFailures', pattern: '{ $.webhookFailure IS TRUE }', value: '1' },
  /** The reminder job's summary line: reminders given up after their last attempt. */
  reminderFailures: { metricName: 'ReminderFailures', pattern: '{ $.job = "send-reminders" && $.msg = "run summary" }', value: '$.failed' },
  /** The wrapper's line for a 503 caused by a dependency (DynamoDB, SES, Stripe, WhatsApp) failing. */
  dependencyFailures: { metricName: 'DependencyFailures', pattern: '{ $.dependencyFailure IS TRUE }', value: '1' },
} as const;

const stripeNotConfigured = { metricNamespace: 'Simplify', metricName: 'StripeNotConfigured' };

/** Counts the error lines of refused payments (placeholder Stripe secrets) in the functions' log group. */
export function countStripeNotConfigured(stack: Stack, functionLogs: ILogGroup) {
  new MetricFilter(stack, 'StripeNotConfiguredFilter', {
    logGroup: functionLogs,
    filterPattern: FilterPattern.allTerms(STRIPE_NOT_CONFIGURED),
    ...stripeNotConfigured,
    metricValue: '1',
  });
}

/** Any refused payment (a forged webhook on a fresh deploy, or secrets never put) raises this alarm. */
export function stripeNotConfiguredAlarm(stack: Stack) {
  return new Alarm(stack, 'StripeNotConfiguredAlarm', {
    alarmDescription:
      'Payments were refused because the Stripe secrets are still placeholders (webhook secret not whsec_..., or API key not sk_/rk_...). Put the real values: docs/deploy.md.',
    metric: new Metric({
      namespace: stripeNotConfigured.metricNamespace,
      metricName: stripeNotConfigured.metricName,
      statistic: 'Sum',
      period: Duration.minutes(5),
    }),
    threshold: 1,
    evaluationPeriods: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
}

/** The operator hears first: one topic for every alarm, an email subscription when `alarmEmail` is given. */
export function createAlarmTopic(stack: Stack, alarmEmail: string) {
  if (alarmEmail && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(alarmEmail)) throw new Error(`Context alarmEmail must be an email address (got "${alarmEmail}").`);
  const topic = new Topic(stack, 'AlarmTopic', { displayName: 'Simplify alarms', enforceSSL: true });
  Validations.of(topic).acknowledge({
    id: 'AwsSolutions-SNS2',
    reason:
      'Alarm notifications carry alarm names and thresholds only, no personal data; CloudWatch cannot publish to a topic encrypted with the AWS managed SNS key, and a customer key for this alone is not worth its cost.',
  });
  if (alarmEmail) topic.addSubscription(new EmailSubscription(alarmEmail));
  else
    Annotations.of(stack).addWarningV2(
      'simplify:no-alarm-email',
      'No alarmEmail context value: alarms notify the topic, but nobody is subscribed (deploy with -c alarmEmail=<address>).',
    );
  return topic;
}

/** Sends an alarm's state changes to the operator topic. */
export const notify = (alarm: Alarm, topic: Topic) => alarm.addAlarmAction(new SnsAction(topic));
