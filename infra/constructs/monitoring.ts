import { Duration, NestedStack, type NestedStackProps } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  AlarmStatusWidget,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TextWidget,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { FilterPattern, MetricFilter, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { LOG_METRICS } from './alerting';
import type { ApiFunction } from './api-function';

export interface MonitoringProps extends NestedStackProps {
  /** Every alarm notifies this topic (the operator's email subscription lives in the parent stack). */
  topic: ITopic;
  api: HttpApi;
  table: ITable;
  /** Every function of the stack, named by its construct id (route, job or worker). */
  functions: ReadonlyArray<{ id: string; fn: ApiFunction }>;
  /** The one log group all functions write to: the wrapper's and the jobs' lines are counted from it. */
  functionLogs: ILogGroup;
  jobDeadLetters?: IQueue;
  assistantDeadLetters?: IQueue;
  deliveryDeadLetters?: IQueue;
  /** Jobs with a dead-letter queue of their own, by the job's construct id. */
  ownJobDeadLetters?: ReadonlyArray<{ id: string; handler: string; queue: IQueue }>;
  /** The dashboard's name in the CloudWatch console. */
  dashboardName: string;
}

/** Defined next to the stack's other log-counted metric; the tests import them from here. */
export { LOG_METRICS };

const FIVE_MINUTES = Duration.minutes(5);

/**
 * The operator's alarms and dashboard, in a nested stack of their own: one alarm per function for errors and
 * one for throttles would not fit in the main stack next to the routes (CloudFormation allows 500 resources
 * per stack). Every alarm notifies the one topic.
 */
export class Monitoring extends NestedStack {
  readonly alarms: Alarm[] = [];
  /** The alarms other than the per-function ones (the dashboard's status widget shows these). */
  readonly categoryAlarms: Alarm[] = [];
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id, props);
    const action = new SnsAction(props.topic);
    const alarm = (
      alarmId: string,
      opts: { description: string; metric: IMetric; threshold: number; evaluationPeriods?: number; datapointsToAlarm?: number },
    ) => {
      const a = new Alarm(this, alarmId, {
        alarmDescription: opts.description,
        metric: opts.metric,
        threshold: opts.threshold,
        evaluationPeriods: opts.evaluationPeriods ?? 1,
        datapointsToAlarm: opts.datapointsToAlarm,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        // No data is no traffic (or nothing went wrong), not a problem.
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      a.addAlarmAction(action);
      this.alarms.push(a);
      return a;
    };

    const logMetric = (m: (typeof LOG_METRICS)[keyof typeof LOG_METRICS]) => {
      new MetricFilter(this, `${m.metricName}Filter`, {
        logGroup: props.functionLogs,
        filterPattern: FilterPattern.literal(m.pattern),
        metricNamespace: 'Simplify',
        metricName: m.metricName,
        metricValue: m.value,
      });
      return new Metric({ namespace: 'Simplify', metricName: m.metricName, statistic: 'Sum', period: FIVE_MINUTES });
    };

    // API: the share of requests answered 5xx, once there are enough requests for a share to mean something.
    const requests = props.api.metricCount({ statistic: 'Sum', period: FIVE_MINUTES });
    const serverErrors = props.api.metricServerError({ statistic: 'Sum', period: FIVE_MINUTES });
    const serverErrorRate = new MathExpression({
      expression: 'IF(requests >= 20, 100 * errors / requests, 0)',
      usingMetrics: { requests, errors: serverErrors },
      label: 'API 5xx (% of requests)',
      period: FIVE_MINUTES,
    });
    alarm('Api5xxRate', {
      description:
        'More than 5% of API requests were answered 5xx in two of the last three 5-minute periods (at least 20 requests). docs/deploy.md: "Api5xxRate".',
      metric: serverErrorRate,
      threshold: 5,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
    });

    // Each function: errors (crashes, timeouts: the wrapper turns handled failures into responses) and throttles.
    const functionAlarms = props.functions.flatMap(({ id: fnId, fn }) => [
      alarm(`${fnId}Errors`, {
        description: `${fn.handler}: the function failed (crash, timeout or out of memory) in the last 5 minutes. docs/deploy.md: "function errors".`,
        metric: fn.fn.metricErrors({ statistic: 'Sum', period: FIVE_MINUTES }),
        threshold: 1,
      }),
      alarm(`${fnId}Throttles`, {
        description: `${fn.handler}: Lambda refused invocations (concurrency limit) in the last 5 minutes. docs/deploy.md: "function throttles".`,
        metric: fn.fn.metricThrottles({ statistic: 'Sum', period: FIVE_MINUTES }),
        threshold: 1,
      }),
    ]);

    const reminderFailures = logMetric(LOG_METRICS.reminderFailures);
    alarm('ReminderFailures', {
      description:
        'The reminder job gave up on at least one reminder after its last attempt (the reason is in its "reminder failed" log line). docs/deploy.md: "ReminderFailures".',
      metric: reminderFailures,
      threshold: 1,
    });
    const webhookFailures = logMetric(LOG_METRICS.webhookFailures);
    alarm('WebhookFailures', {
      description:
        'Stripe or WhatsApp webhook deliveries were refused or failed (bad signature, placeholder secret, error) 3 or more times in 5 minutes. docs/deploy.md: "WebhookFailures".',
      metric: webhookFailures,
      threshold: 3,
    });
    const dependencyFailures = logMetric(LOG_METRICS.dependencyFailures);
    alarm('DependencyFailures', {
      description:
        'Requests answered 503 because DynamoDB, SES, Stripe or WhatsApp failed or timed out: 5 or more in 5 minutes. docs/deploy.md: "DependencyFailures".',
      metric: dependencyFailures,
      threshold: 5,
    });

    const deadLetterDepth = (q: IQueue) => q.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period: FIVE_MINUTES });
    if (props.jobDeadLetters) {
      alarm('JobDeadLetters', {
        description:
          'A scheduled job run failed or its schedule event could not be delivered: the record waits in the job dead-letter queue. docs/deploy.md: "JobDeadLetters".',
        metric: deadLetterDepth(props.jobDeadLetters),
        threshold: 1,
      });
    }
    if (props.assistantDeadLetters) {
      alarm('AssistantDeadLetters', {
        description: 'A WhatsApp message failed 5 times and rests in the assistant dead-letter queue. docs/deploy.md: "AssistantDeadLetters".',
        metric: deadLetterDepth(props.assistantDeadLetters),
        threshold: 1,
      });
    }

    if (props.deliveryDeadLetters) {
      alarm('DeliveryDeadLetters', {
        description: 'A batch of reminders or summaries failed 3 times and rests in the deliveries dead-letter queue. docs/deploy.md: "JobDeadLetters".',
        metric: deadLetterDepth(props.deliveryDeadLetters),
        threshold: 1,
      });
    }
    for (const own of props.ownJobDeadLetters ?? []) {
      alarm(`${own.id}DeadLetters`, {
        description: `A ${own.handler} run failed or its schedule event could not be delivered: the record waits in its own dead-letter queue. docs/deploy.md: "JobDeadLetters".`,
        metric: deadLetterDepth(own.queue),
        threshold: 1,
      });
    }

    const tableThrottles = new MathExpression({
      expression: 'reads + writes',
      usingMetrics: {
        reads: props.table.metric('ReadThrottleEvents', { statistic: 'Sum', period: FIVE_MINUTES }),
        writes: props.table.metric('WriteThrottleEvents', { statistic: 'Sum', period: FIVE_MINUTES }),
      },
      label: 'DynamoDB throttled reads + writes',
      period: FIVE_MINUTES,
    });
    alarm('DynamoDbThrottles', {
      description:
        'DynamoDB throttled reads or writes on the table in the last 5 minutes (requests retried, some answered 503). docs/deploy.md: "DynamoDbThrottles".',
      metric: tableThrottles,
      threshold: 1,
    });

    // SES account reputation (no dimensions): AWS reviews an account above 5% bounces or 0.1% complaints.
    const ses = (metricName: string) => new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period: Duration.minutes(15) });
    alarm('SesBounceRate', {
      description: 'The SES account bounce rate reached 5% (AWS reviews the account at 5% and may pause sending at 10%). docs/deploy.md: "SesBounceRate".',
      metric: ses('Reputation.BounceRate'),
      threshold: 0.05,
    });
    alarm('SesComplaintRate', {
      description:
        'The SES account complaint rate reached 0.1% (AWS reviews the account there and may pause sending at 0.5%). docs/deploy.md: "SesComplaintRate".',
      metric: ses('Reputation.ComplaintRate'),
      threshold: 0.001,
    });

    this.categoryAlarms.push(...this.alarms.filter((a) => !functionAlarms.includes(a)));

    // The dashboard: the same figures, plus the state of every alarm but the per-function ones (graphed below).
    const perFunction = (metric: (f: ApiFunction) => IMetric) => props.functions.map(({ fn }) => metric(fn));
    const chunks = <T>(list: T[], size: number) => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));
    this.dashboard = new Dashboard(this, 'Dashboard', { dashboardName: props.dashboardName, defaultInterval: Duration.hours(24) });
    this.dashboard.addWidgets(
      new TextWidget({ markdown: '# Simplify\nAlarms notify the operator topic; docs/deploy.md says what each means and what to do.', width: 24, height: 2 }),
    );
    this.dashboard.addWidgets(new AlarmStatusWidget({ title: 'Alarms', alarms: this.categoryAlarms, width: 24, height: 6 }));
    this.dashboard.addWidgets(
      new GraphWidget({ title: 'API requests and 5xx', left: [requests, serverErrors], width: 8 }),
      new GraphWidget({ title: 'API 5xx rate (%)', left: [serverErrorRate], width: 8 }),
      new GraphWidget({ title: 'Dependency failures (503), webhook failures', left: [dependencyFailures, webhookFailures], width: 8 }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({ title: 'Reminders given up', left: [reminderFailures], width: 8 }),
      new GraphWidget({
        title: 'Dead-letter queues',
        left: [props.jobDeadLetters, props.assistantDeadLetters, props.deliveryDeadLetters, ...(props.ownJobDeadLetters ?? []).map((o) => o.queue)]
          .filter((q): q is IQueue => !!q)
          .map(deadLetterDepth),
        width: 8,
      }),
      new GraphWidget({ title: 'DynamoDB throttles', left: [tableThrottles], width: 8 }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({ title: 'SES bounce and complaint rate', left: [ses('Reputation.BounceRate'), ses('Reputation.ComplaintRate')], width: 24 }),
    );
    // Lambda: one graph per 25 functions, errors and throttles.
    for (const [i, part] of chunks(
      perFunction((f) => f.fn.metricErrors({ statistic: 'Sum', period: FIVE_MINUTES, label: f.handler })),
      25,
    ).entries()) {
      this.dashboard.addWidgets(new GraphWidget({ title: `Function errors (${i + 1})`, left: part, width: 12 }));
    }
    for (const [i, part] of chunks(
      perFunction((f) => f.fn.metricThrottles({ statistic: 'Sum', period: FIVE_MINUTES, label: f.handler })),
      25,
    ).entries()) {
      this.dashboard.addWidgets(new GraphWidget({ title: `Function throttles (${i + 1})`, left: part, width: 12 }));
    }
  }
}
