import { CfnOutput, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { Topic } from 'aws-cdk-lib/aws-sns';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ORIGIN_VERIFY_HEADER } from '../functions/config';
import * as routeTable from '../functions/routes';
import type { JobRow, QueueWorkerRow, RouteRow } from '../functions/routes';
import { countStripeNotConfigured, createAlarmTopic, notify, stripeNotConfiguredAlarm } from './constructs/alerting';
import type { ApiFunction } from './constructs/api-function';
import { createDocumentsBucket, createTable } from './constructs/data';
import { FunctionFactory } from './constructs/functions';
import { SimplifyApi } from './constructs/http-api';
import { addQueueWorkers, addScheduledJobs, pascal, workerTimeout } from './constructs/jobs';
import { Messaging } from './constructs/messaging';
import { Monitoring } from './constructs/monitoring';
import { Once } from './constructs/once';
import { StackSecrets } from './constructs/secrets';
import { WebHosting } from './constructs/web-hosting';
import { readSettings } from './settings';

export const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface SimplifyStackProps extends StackProps {
  /** Defaults to functions/routes.ts; tests pass their own. */
  routes?: readonly RouteRow[];
  notFoundHandler?: string;
  jobs?: readonly JobRow[];
  queueWorkers?: readonly QueueWorkerRow[];
  /** Defaults to web/dist. */
  webDist?: string;
}

/**
 * The whole app in one stack, built from the route table. Every resource is a child of the stack itself
 * (made by the modules in constructs/), so logical ids follow the resource's own id alone.
 */
export class SimplifyStack extends Stack {
  readonly table: Table;
  readonly api: SimplifyApi;
  readonly web: WebHosting;
  /** Counts the error lines of refused payments (placeholder Stripe secrets); the alarm watches it. */
  readonly stripeNotConfiguredAlarm: Alarm;
  /** Keyed by route key (`GET /api/health`). */
  readonly routeFunctions = new Map<string, ApiFunction>();
  readonly notFoundFunction: ApiFunction;
  readonly jobFunctions: ApiFunction[] = [];
  readonly workerFunctions: ApiFunction[] = [];
  /** Every alarm notifies this topic; the `alarmEmail` context value subscribes an address to it. */
  readonly alarmTopic: Topic;
  /** The alarms and the dashboard (a nested stack: its alarms would not fit in this one). */
  readonly monitoring: Monitoring;
  private readonly messaging: Messaging;
  private readonly documents: Once<Bucket>;

  /** The assistant queue and its dead-letter queue, when a row uses them. */
  get assistantQueue(): { queue: Queue; deadLetters: Queue } | undefined {
    return this.messaging.assistant.made;
  }
  /** The scheduled jobs' dead-letter queue, when there is a job. */
  get jobDeadLetters(): Queue | undefined {
    return this.messaging.jobDeadLetters.made;
  }
  /** The deliveries queue (reminder and summary batches) and its dead-letter queue, when a row uses them. */
  get deliveryQueue(): { queue: Queue; deadLetters: Queue } | undefined {
    return this.messaging.deliveries.made;
  }
  /** Jobs with a dead-letter queue of their own (`ownDeadLetters`), by the job's construct id. */
  get ownJobDeadLetters(): readonly { id: string; handler: string; queue: Queue }[] {
    return this.messaging.ownJobDeadLetters;
  }
  /** School documents' files, when a row uses 'documents'. */
  get documentsBucket(): Bucket | undefined {
    return this.documents.made;
  }

  constructor(scope: Construct, id: string, props: SimplifyStackProps = {}) {
    super(scope, id, props);
    const routes = props.routes ?? routeTable.routes;
    const jobs = props.jobs ?? routeTable.scheduledJobs;
    const workers = props.queueWorkers ?? routeTable.queueWorkers;
    const settings = readSettings(this);
    const { context, assistantModelId } = settings;

    this.table = createTable(this);
    const secrets = new StackSecrets(this);
    const timeoutOf = (queue: QueueWorkerRow['queue']) => {
      const worker = workers.find((w) => w.queue === queue);
      return worker && workerTimeout(worker, assistantModelId);
    };
    this.messaging = new Messaging(this, { assistantWorkerTimeout: timeoutOf('assistant'), deliveryWorkerTimeout: timeoutOf('deliveries') });
    this.documents = new Once(() => createDocumentsBucket(this));

    this.api = new SimplifyApi(this, 'Http');
    this.web = new WebHosting(this, 'Web', {
      apiDomainName: this.api.domainName,
      webDist: props.webDist ?? join(PROJECT_ROOT, 'web', 'dist'),
      // A dynamic reference: CloudFormation resolves it at deploy time; the value is never in the template.
      originVerify: { header: ORIGIN_VERIFY_HEADER, value: secrets.originVerify.secretValue.unsafeUnwrap() },
    });
    // No cycle: the distribution references only the API resource (its id), not routes or
    // integrations, so Route → Lambda → Distribution → Api is acyclic (a test checks the graph).
    const appUrl = context('appUrl') || this.web.url;

    // One log group for every function (see ApiFunctionProps.logGroup); refused payments are counted from it.
    const functionLogs = new LogGroup(this, 'FunctionLogs', { retention: RetentionDays.ONE_MONTH });
    countStripeNotConfigured(this, functionLogs);

    const functions = new FunctionFactory(this, {
      projectRoot: PROJECT_ROOT,
      table: this.table,
      logGroup: functionLogs,
      environment: {
        APP_URL: appUrl,
        MAIL_FROM: settings.mailFrom,
        ADMIN_EMAILS: context('adminEmails'),
        SUPPORT_WHATSAPP: context('supportWhatsapp') || '15551234567',
      },
      uses: {
        stack: this,
        context,
        sesFromAddress: settings.sesFromAddress,
        assistantModelId,
        secrets,
        messaging: this.messaging,
        documentsBucket: this.documents,
      },
    });

    for (const row of routes) {
      const key = routeTable.routeKey(row);
      if (this.routeFunctions.has(key)) throw new Error(`Duplicate route in the route table: ${key}`);
      const id = pascal(key);
      const fn = functions.make(id, row.handler, row.access, row.table, row.uses, row.timeoutSeconds);
      this.api.addRoute(id, row, fn.fn);
      this.routeFunctions.set(key, fn);
    }
    this.notFoundFunction = functions.make('NotFound', props.notFoundHandler ?? routeTable.notFoundHandler, 'public', 'none', []);
    this.api.setNotFound(this.notFoundFunction.fn);
    this.jobFunctions.push(...addScheduledJobs(this, jobs, functions, this.messaging));
    this.workerFunctions.push(...addQueueWorkers(workers, functions, this.messaging, assistantModelId));

    this.stripeNotConfiguredAlarm = stripeNotConfiguredAlarm(this);
    this.alarmTopic = createAlarmTopic(this, context('alarmEmail'));
    notify(this.stripeNotConfiguredAlarm, this.alarmTopic);

    const allFunctions = [...this.routeFunctions.values(), this.notFoundFunction, ...this.jobFunctions, ...this.workerFunctions];
    this.monitoring = new Monitoring(this, 'Monitoring', {
      topic: this.alarmTopic,
      api: this.api.api,
      table: this.table,
      functions: allFunctions.map((fn) => ({ id: fn.node.id, fn })),
      functionLogs,
      jobDeadLetters: this.jobDeadLetters,
      assistantDeadLetters: this.assistantQueue?.deadLetters,
      deliveryDeadLetters: this.deliveryQueue?.deadLetters,
      ownJobDeadLetters: this.ownJobDeadLetters,
      dashboardName: `${this.stackName}-operations`,
    });
    new CfnOutput(this, 'AlarmTopicArn', {
      value: this.alarmTopic.topicArn,
      description: 'Every alarm notifies this SNS topic (subscribe more addresses or a chat integration here)',
    });

    Validations.of(this).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason:
        'Lambda roles use the AWS managed basic execution role only to write their own CloudWatch logs; data access is granted per function from the route table.',
    });
    this.addOutputs(appUrl, settings.mailFrom, secrets);
  }

  /** What the operator needs after a deploy: URLs, names, and the ARNs of the secrets to put by hand. */
  private addOutputs(appUrl: string, mailFrom: string, secrets: StackSecrets) {
    new CfnOutput(this, 'AppUrl', { value: appUrl, description: 'The web app (and /api/* on the same origin)' });
    new CfnOutput(this, 'ApiUrl', {
      value: this.api.stage.url,
      description: 'The HTTP API endpoint itself: answers 403 to anything that does not come through CloudFront',
    });
    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'MailFrom', { value: mailFrom, description: 'SES must have this address or its domain verified' });
    const whatsapp = secrets.whatsapp.made;
    if (whatsapp) {
      new CfnOutput(this, 'WhatsAppWebhookUrl', { value: `${appUrl}/api/whatsapp/webhook`, description: 'Callback URL for Meta webhook settings' });
      new CfnOutput(this, 'WhatsAppAppSecretArn', { value: whatsapp.appSecret.secretArn });
      new CfnOutput(this, 'WhatsAppVerifyTokenArn', { value: whatsapp.verifyToken.secretArn });
      new CfnOutput(this, 'WhatsAppAccessTokenArn', { value: whatsapp.accessToken.secretArn });
    }
    if (this.documentsBucket) new CfnOutput(this, 'DocumentsBucketName', { value: this.documentsBucket.bucketName, description: 'School documents (private)' });
    if (this.jobDeadLetters)
      new CfnOutput(this, 'JobDeadLetterQueueUrl', {
        value: this.jobDeadLetters.queueUrl,
        description: 'Failed or undeliverable scheduled job runs (reminders)',
      });
    for (const { id, handler, queue } of this.ownJobDeadLetters)
      new CfnOutput(this, `${id}DeadLetterQueueUrl`, { value: queue.queueUrl, description: `Failed or undeliverable ${handler} runs` });
    if (this.deliveryQueue) new CfnOutput(this, 'DeliveryDeadLetterQueueUrl', { value: this.deliveryQueue.deadLetters.queueUrl });
    if (this.assistantQueue) new CfnOutput(this, 'AssistantDeadLetterQueueUrl', { value: this.assistantQueue.deadLetters.queueUrl });
    const stripe = secrets.stripe.made;
    if (stripe) {
      new CfnOutput(this, 'StripeSecretArn', { value: stripe.key.secretArn });
      new CfnOutput(this, 'StripeWebhookSecretArn', { value: stripe.webhook.secretArn });
      new CfnOutput(this, 'StripeWebhookUrl', {
        value: `${appUrl}/api/stripe/webhook`,
        description: 'The endpoint to register in Stripe (through CloudFront)',
      });
    }
  }
}
