import { Annotations, CfnOutput, type CfnElement, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { AttributeType, BillingMode, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { FilterPattern, LogGroup, MetricFilter, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { ManagedPolicy, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, StorageClass } from 'aws-cdk-lib/aws-s3';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STRIPE_NOT_CONFIGURED } from '../functions/adapters/secrets';
import { ORIGIN_VERIFY_HEADER } from '../functions/config';
import { TABLE } from '../functions/data/table-definition';
import * as routeTable from '../functions/routes';
import type { JobRow, QueueWorkerRow, RouteRow } from '../functions/routes';
import { ApiFunction } from './constructs/api-function';
import { SimplifyApi } from './constructs/http-api';
import { Monitoring } from './constructs/monitoring';
import { WebHosting } from './constructs/web-hosting';

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

type Uses = RouteRow['uses'];

const needsJwt = (access: RouteRow['access'] | 'job', uses: Uses) => access === 'user' || access === 'admin' || (uses?.includes('jwt') ?? false);

/** `GET /api/families/{id}` → `GetApiFamiliesId`: a stable construct id per route key. */
const pascal = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1).toLowerCase())
    .join('');

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
  /** The assistant queue and its dead-letter queue, when a row uses them. */
  assistantQueue?: { queue: Queue; deadLetters: Queue };
  /** The scheduled jobs' dead-letter queue, when there is a job. */
  jobDeadLetters?: Queue;
  /** The deliveries queue (reminder and summary batches) and its dead-letter queue, when a row uses them. */
  deliveryQueue?: { queue: Queue; deadLetters: Queue };
  /** Jobs with a dead-letter queue of their own (`ownDeadLetters`), by the job's construct id. */
  readonly ownJobDeadLetters: { id: string; handler: string; queue: Queue }[] = [];
  /** Every alarm notifies this topic; the `alarmEmail` context value subscribes an address to it. */
  readonly alarmTopic: Topic;
  /** The alarms and the dashboard (a nested stack: its alarms would not fit in this one). */
  readonly monitoring: Monitoring;
  /** School documents' files, when a row uses 'documents'. */
  documentsBucket?: Bucket;

  constructor(scope: Construct, id: string, props: SimplifyStackProps = {}) {
    super(scope, id, props);
    const routes = props.routes ?? routeTable.routes;
    const jobs = props.jobs ?? routeTable.scheduledJobs;
    const workers = props.queueWorkers ?? routeTable.queueWorkers;

    const context = (key: string) => String(this.node.tryGetContext(key) ?? '').trim();
    const sesFromAddress = context('sesFromAddress');
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(sesFromAddress)) {
      throw new Error(`Context sesFromAddress must be an email address SES may send from (got "${sesFromAddress}").`);
    }
    if (sesFromAddress.endsWith('@example.com')) {
      Annotations.of(this).addWarningV2(
        'simplify:placeholder-sender',
        'sesFromAddress is the cdk.json placeholder: deploy with -c sesFromAddress=<an SES-verified address>.',
      );
    }
    const mailFrom = `Simplify <${sesFromAddress}>`;

    // The assistant's language model (Bedrock): absent = the built-in engine. A foundation-model id only,
    // so the IAM grant names that one model (cross-region inference profiles would need more ARNs).
    const assistantModelId = context('assistantModelId');
    if (assistantModelId && !/^[a-z0-9-]+\.[A-Za-z0-9._:-]{1,190}$/.test(assistantModelId)) {
      throw new Error(
        `Context assistantModelId must be a Bedrock foundation-model id such as anthropic.claude-3-5-haiku-20241022-v1:0 (got "${assistantModelId}").`,
      );
    }
    if (/^(?:us|eu|apac|us-gov|global|jp|au|ca)\./.test(assistantModelId)) {
      throw new Error(
        `Context assistantModelId "${assistantModelId}" is an inference profile; use the foundation-model id (the grant covers that model only).`,
      );
    }
    /** A worker answering through the model needs time for each message of a batch (model deadline 8 s plus tools). */
    const workerTimeout = (w: QueueWorkerRow) =>
      assistantModelId && w.uses?.includes('assistantModel') ? Math.max(w.timeoutSeconds, w.batchSize * 12 + 10) : w.timeoutSeconds;

    this.table = new Table(this, 'Table', {
      partitionKey: { name: TABLE.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: TABLE.ttlAttribute,
      encryption: TableEncryption.AWS_MANAGED,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of TABLE.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      });
    }

    const jwtSecret = new Secret(this, 'JwtSecret', {
      description: 'Simplify: key that signs session JWTs',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    noRotation(jwtSecret, 'Rotating the signing key signs every family out; rotate by hand (new value, then redeploy) when it may have leaked.');

    // Created only once a row uses Stripe. No secret ever holds a known value: each starts as a random
    // placeholder (not sk_/whsec_), which the functions refuse with 503 and an alarmed error line until
    // the real values are put by hand (README, Deploy).
    let stripe: { key: ISecret; webhook: ISecret } | undefined;
    const stripeSecrets = () => {
      if (stripe) return stripe;
      const placeholder = (name: string, description: string) => {
        const secret = new Secret(this, name, {
          description,
          generateSecretString: { passwordLength: 48, excludePunctuation: true },
          removalPolicy: RemovalPolicy.RETAIN,
        });
        noRotation(secret, 'Issued by Stripe: rotate in the Stripe dashboard, then put the new value here.');
        return secret;
      };
      stripe = {
        key: placeholder('StripeSecretKey', 'Simplify: Stripe secret API key (sk_... or rk_...); starts as a random placeholder'),
        webhook: placeholder('StripeWebhookSecret', 'Simplify: Stripe webhook signing secret (whsec_...); starts as a random placeholder'),
      };
      return stripe;
    };
    const stripeNotConfigured = { metricNamespace: 'Simplify', metricName: 'StripeNotConfigured' };

    // Only CloudFront sends this value (an origin header), so the API answers only through CloudFront.
    const originVerify = new Secret(this, 'OriginVerifySecret', {
      description: `Simplify: the ${ORIGIN_VERIFY_HEADER} header value CloudFront adds to API requests`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    noRotation(originVerify, 'CloudFront reads the value at deploy time: rotate by putting a new value, then redeploying (requests fail in between).');

    // WhatsApp Cloud API secrets, created once a row uses them with random values (never a known
    // literal): the verify token is ours (paste it into Meta's webhook settings); the app secret and the
    // access token come from Meta and replace the random ones after the first deploy (README). Until then
    // signatures fail (401) and sends are refused: closed, not open.
    let whatsapp: { appSecret: ISecret; verifyToken: ISecret; accessToken: ISecret } | undefined;
    const whatsappSecrets = () => {
      if (whatsapp) return whatsapp;
      const generated = (name: string, description: string, reason: string) => {
        const secret = new Secret(this, name, {
          description,
          generateSecretString: { passwordLength: 48, excludePunctuation: true },
          removalPolicy: RemovalPolicy.RETAIN,
        });
        noRotation(secret, reason);
        return secret;
      };
      whatsapp = {
        appSecret: generated(
          'WhatsAppAppSecret',
          'Simplify: WhatsApp app secret (Meta app settings; signs webhook deliveries)',
          'Issued by Meta (app secret): reset it in the Meta app dashboard, then put the new value here.',
        ),
        verifyToken: generated(
          'WhatsAppVerifyToken',
          'Simplify: WhatsApp webhook verify token (entered in Meta webhook settings)',
          'Only used when Meta verifies the webhook URL; change it together with the Meta webhook settings.',
        ),
        accessToken: generated(
          'WhatsAppAccessToken',
          'Simplify: WhatsApp Cloud API access token (system user token)',
          'Issued by Meta (system user token): regenerate it in Meta Business settings, then put the new value here.',
        ),
      };
      return whatsapp;
    };

    // The assistant queue: FIFO with one group per sender (a conversation is answered in order), its
    // dead-letter queue after 5 receives, both encrypted and refusing non-TLS access.
    const assistantQueue = () => {
      if (this.assistantQueue) return this.assistantQueue;
      const worker = workers.find((w) => w.queue === 'assistant');
      const deadLetters = new Queue(this, 'AssistantDeadLetters', {
        fifo: true,
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        retentionPeriod: Duration.days(14),
      });
      Validations.of(deadLetters).acknowledge({
        id: 'AwsSolutions-SQS3',
        reason: 'This is the dead-letter queue of the assistant queue; messages that fail 5 times rest here for 14 days for inspection.',
      });
      const queue = new Queue(this, 'AssistantQueue', {
        fifo: true,
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        // AWS's guidance for Lambda event sources: at least six times the function timeout.
        visibilityTimeout: Duration.seconds(6 * (worker ? workerTimeout(worker) : 30)),
        retentionPeriod: Duration.days(4),
        deadLetterQueue: { queue: deadLetters, maxReceiveCount: 5 },
      });
      this.assistantQueue = { queue, deadLetters };
      return this.assistantQueue;
    };

    // The deliveries queue: standard (order does not matter; each reminder and summary is claimed before its send),
    // its dead-letter queue after 3 receives, both encrypted and refusing non-TLS access.
    const deliveryQueue = () => {
      if (this.deliveryQueue) return this.deliveryQueue;
      const worker = workers.find((w) => w.queue === 'deliveries');
      const deadLetters = new Queue(this, 'DeliveryDeadLetters', {
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        retentionPeriod: Duration.days(14),
      });
      Validations.of(deadLetters).acknowledge({
        id: 'AwsSolutions-SQS3',
        reason: 'This is the dead-letter queue of the deliveries queue; batches that fail 3 times rest here for 14 days for inspection.',
      });
      const queue = new Queue(this, 'DeliveryQueue', {
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        visibilityTimeout: Duration.seconds(6 * (worker?.timeoutSeconds ?? 120)),
        retentionPeriod: Duration.days(1),
        deadLetterQueue: { queue: deadLetters, maxReceiveCount: 3 },
      });
      this.deliveryQueue = { queue, deadLetters };
      return this.deliveryQueue;
    };

    // The scheduled jobs' dead-letter queue: undeliverable schedule events and failed runs, kept 14 days.
    const jobDeadLetters = () => {
      if (this.jobDeadLetters) return this.jobDeadLetters;
      this.jobDeadLetters = new Queue(this, 'JobDeadLetters', {
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        retentionPeriod: Duration.days(14),
      });
      Validations.of(this.jobDeadLetters).acknowledge({
        id: 'AwsSolutions-SQS3',
        reason: 'This is the dead-letter queue of the scheduled jobs (EventBridge target and failed Lambda runs); nothing reads it but the operator.',
      });
      return this.jobDeadLetters;
    };

    const ownDeadLetters = (id: string, handler: string) => {
      const queue = new Queue(this, `${id}DeadLetters`, { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: Duration.days(14) });
      Validations.of(queue).acknowledge({
        id: 'AwsSolutions-SQS3',
        reason: `This is the dead-letter queue of the ${handler} job (EventBridge target and failed Lambda runs); nothing reads it but the operator.`,
      });
      this.ownJobDeadLetters.push({ id, handler, queue });
      return queue;
    };

    // School documents: private, encrypted, TLS only. Files live as long as their record (deleting a document,
    // its member or the account deletes them); the lifecycle rule moves month-old files to infrequent access
    // and clears unfinished uploads.
    const documentsBucket = () => {
      if (this.documentsBucket) return this.documentsBucket;
      this.documentsBucket = new Bucket(this, 'DocumentsBucket', {
        blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
        enforceSSL: true,
        encryption: BucketEncryption.S3_MANAGED,
        removalPolicy: RemovalPolicy.RETAIN,
        lifecycleRules: [
          {
            id: 'documents',
            abortIncompleteMultipartUploadAfter: Duration.days(1),
            transitions: [{ storageClass: StorageClass.INFREQUENT_ACCESS, transitionAfter: Duration.days(30) }],
          },
        ],
      });
      Validations.of(this.documentsBucket).acknowledge({
        id: 'AwsSolutions-S1',
        reason:
          'Only the API functions read and write it, each request is logged by the function (who, which route); server access logs would duplicate that at extra cost.',
      });
      return this.documentsBucket;
    };

    this.api = new SimplifyApi(this, 'Http');
    this.web = new WebHosting(this, 'Web', {
      apiDomainName: this.api.domainName,
      webDist: props.webDist ?? join(PROJECT_ROOT, 'web', 'dist'),
      // A dynamic reference: CloudFormation resolves it at deploy time; the value is never in the template.
      originVerify: { header: ORIGIN_VERIFY_HEADER, value: originVerify.secretValue.unsafeUnwrap() },
    });
    // No cycle: the distribution references only the API resource (its id), not routes or
    // integrations, so Route → Lambda → Distribution → Api is acyclic (a test checks the graph).
    const appUrl = context('appUrl') || this.web.url;

    // One log group for every function (see ApiFunctionProps.logGroup); refused payments are counted from it.
    const functionLogs = new LogGroup(this, 'FunctionLogs', { retention: RetentionDays.ONE_MONTH });
    new MetricFilter(this, 'StripeNotConfiguredFilter', {
      logGroup: functionLogs,
      filterPattern: FilterPattern.allTerms(STRIPE_NOT_CONFIGURED),
      ...stripeNotConfigured,
      metricValue: '1',
    });

    // Route functions with the same grants share one role: what a role may do is decided by exactly these
    // inputs to makeFunction, so sharing never widens a function's access. Jobs and workers keep their own
    // (their schedule, destination and event source add grants of their own).
    const sharedRoles = new Map<string, Role>();
    const roleFor = (access: RouteRow['access'] | 'job', table: RouteRow['table'], uses: Uses) => {
      if (access === 'job') return undefined;
      const grants = JSON.stringify([access === 'public' ? 'public' : 'signedIn', needsJwt(access, uses), table, [...(uses ?? [])].sort()]);
      let role = sharedRoles.get(grants);
      if (!role) {
        role = new Role(this, `FunctionRole${sharedRoles.size + 1}`, {
          assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
          managedPolicies: [ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSLambdaBasicExecutionRole')],
          description: `Simplify API functions granted ${grants}`,
        });
        sharedRoles.set(grants, role);
      }
      return role;
    };

    const makeFunction = (id: string, handler: string, access: RouteRow['access'] | 'job', table: RouteRow['table'], uses: Uses, timeoutSeconds?: number) => {
      const fn = new ApiFunction(this, id, {
        handler,
        projectRoot: PROJECT_ROOT,
        timeoutSeconds,
        logGroup: functionLogs,
        role: roleFor(access, table, uses),
        environment: {
          APP_URL: appUrl,
          MAIL_FROM: mailFrom,
          ADMIN_EMAILS: context('adminEmails'),
          SUPPORT_WHATSAPP: context('supportWhatsapp') || '15551234567',
        },
      });
      fn.bindTable(this.table, table);
      if (access === 'user' || access === 'admin') fn.allowSessionCheck(this.table, table);
      // Jobs are invoked by EventBridge, never through CloudFront.
      if (access !== 'job') fn.bindSecret('ORIGIN_VERIFY_SECRET_ARN', originVerify);
      if (needsJwt(access, uses)) fn.bindSecret('JWT_SECRET_ARN', jwtSecret);
      if (uses?.includes('mail')) fn.allowSendingMail(sesFromAddress);
      if (uses?.includes('stripe')) {
        fn.bindSecret('STRIPE_SECRET_ARN', stripeSecrets().key);
        fn.bindSecret('STRIPE_WEBHOOK_SECRET_ARN', stripeSecrets().webhook);
      }
      if (uses?.includes('whatsappAppSecret') || uses?.includes('whatsappSend')) {
        fn.fn.addEnvironment('WHATSAPP_PHONE_NUMBER_ID', context('whatsappPhoneNumberId') || '100000000000001');
      }
      if (uses?.includes('whatsappAppSecret')) fn.bindSecret('WHATSAPP_APP_SECRET_ARN', whatsappSecrets().appSecret);
      if (uses?.includes('whatsappVerifyToken')) fn.bindSecret('WHATSAPP_VERIFY_TOKEN_ARN', whatsappSecrets().verifyToken);
      if (uses?.includes('whatsappSend')) {
        fn.bindSecret('WHATSAPP_ACCESS_TOKEN_ARN', whatsappSecrets().accessToken);
        if (context('whatsappApiUrl')) fn.fn.addEnvironment('WHATSAPP_API_URL', context('whatsappApiUrl'));
        if (context('assistantDailyLimits')) fn.fn.addEnvironment('ASSISTANT_DAILY_LIMITS', context('assistantDailyLimits'));
        if (context('whatsappDailyTemplate')) fn.fn.addEnvironment('WHATSAPP_DAILY_TEMPLATE', context('whatsappDailyTemplate'));
        if (context('whatsappTemplateLanguage')) fn.fn.addEnvironment('WHATSAPP_TEMPLATE_LANGUAGE', context('whatsappTemplateLanguage'));
      }
      if (uses?.includes('assistantModel') && assistantModelId) {
        fn.fn.addEnvironment('ASSISTANT_MODEL_ID', assistantModelId);
        // Converse is authorised by bedrock:InvokeModel; on this one model's ARN in the stack's region only.
        fn.fn.addToRolePolicy(
          new PolicyStatement({
            actions: ['bedrock:InvokeModel'],
            resources: [Stack.of(this).formatArn({ service: 'bedrock', account: '', resource: 'foundation-model', resourceName: assistantModelId })],
          }),
        );
      }
      if (uses?.includes('documents')) {
        // Write and delete files under users/ only; list (account deletion) only that prefix. Nothing reads them back.
        const bucket = documentsBucket();
        fn.fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:PutObject', 's3:DeleteObject'], resources: [bucket.arnForObjects('users/*')] }));
        // On the function and on its role, which may be shared and live elsewhere in the tree.
        for (const scope of [fn, fn.fn.role as unknown as Construct]) {
          Validations.of(scope).acknowledge({
            id: `AwsSolutions-IAM5[Resource::<${Stack.of(this).getLogicalId(bucket.node.defaultChild as CfnElement)}.Arn>/users/*]`,
            reason:
              'Object keys hold account and document ids (users/<account>/documents/<id>); users/* is only the documents bucket, put and delete only, never read.',
          });
        }
        fn.fn.addToRolePolicy(
          new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn], conditions: { StringLike: { 's3:prefix': ['users/*'] } } }),
        );
        fn.fn.addEnvironment('DOCUMENTS_BUCKET', bucket.bucketName);
      }
      if (uses?.includes('deliveryQueue')) {
        deliveryQueue().queue.grantSendMessages(fn.fn);
        fn.fn.addEnvironment('DELIVERY_QUEUE_URL', deliveryQueue().queue.queueUrl);
      }
      if (uses?.includes('assistantQueue')) {
        assistantQueue().queue.grantSendMessages(fn.fn);
        fn.fn.addEnvironment('ASSISTANT_QUEUE_URL', assistantQueue().queue.queueUrl);
      }
      return fn;
    };

    for (const row of routes) {
      const key = routeTable.routeKey(row);
      if (this.routeFunctions.has(key)) throw new Error(`Duplicate route in the route table: ${key}`);
      const id = pascal(key);
      const fn = makeFunction(id, row.handler, row.access, row.table, row.uses, row.timeoutSeconds);
      this.api.addRoute(id, row, fn.fn);
      this.routeFunctions.set(key, fn);
    }
    this.notFoundFunction = makeFunction('NotFound', props.notFoundHandler ?? routeTable.notFoundHandler, 'public', 'none', []);
    this.api.setNotFound(this.notFoundFunction.fn);

    for (const job of jobs) {
      const id = `Job${pascal(job.handler)}`;
      const fn = makeFunction(id, job.handler, 'job', job.table, job.uses, job.timeoutSeconds);
      const deadLetters = job.ownDeadLetters ? ownDeadLetters(id, job.handler) : jobDeadLetters();
      new Rule(this, `${id}Schedule`, {
        description: `Runs ${job.handler} every ${job.everyMinutes} minutes`,
        schedule: Schedule.rate(Duration.minutes(job.everyMinutes)),
        // A schedule event EventBridge cannot deliver (throttled, denied) within 2 retries and an hour lands here.
        targets: [new LambdaFunction(fn.fn, { retryAttempts: 2, maxEventAge: Duration.hours(1), deadLetterQueue: deadLetters })],
      });
      // A run that fails is not retried by Lambda (the next scheduled run is the retry: the reminder job leaves
      // whatever it did not finish due); its record goes to the same queue, so the operator sees failed runs too.
      fn.fn.configureAsyncInvoke({ retryAttempts: 0, onFailure: new SqsDestination(deadLetters) });
      this.jobFunctions.push(fn);
    }

    for (const worker of workers) {
      const id = `Worker${pascal(worker.handler)}`;
      const fn = makeFunction(id, worker.handler, 'job', worker.table, worker.uses, workerTimeout(worker));
      const source = worker.queue === 'deliveries' ? deliveryQueue().queue : assistantQueue().queue;
      fn.fn.addEventSource(new SqsEventSource(source, { batchSize: worker.batchSize, reportBatchItemFailures: true }));
      this.workerFunctions.push(fn);
    }

    // Any refused payment (a forged webhook on a fresh deploy, or secrets never put) raises this alarm.
    this.stripeNotConfiguredAlarm = new Alarm(this, 'StripeNotConfiguredAlarm', {
      alarmDescription:
        'Payments were refused because the Stripe secrets are still placeholders (webhook secret not whsec_..., or API key not sk_/rk_...). Put the real values: README, Deploy.',
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

    // The operator hears first: one topic for every alarm, an email subscription when alarmEmail is given.
    const alarmEmail = context('alarmEmail');
    if (alarmEmail && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(alarmEmail)) throw new Error(`Context alarmEmail must be an email address (got "${alarmEmail}").`);
    this.alarmTopic = new Topic(this, 'AlarmTopic', { displayName: 'Simplify alarms', enforceSSL: true });
    Validations.of(this.alarmTopic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'Alarm notifications carry alarm names and thresholds only, no personal data; CloudWatch cannot publish to a topic encrypted with the AWS managed SNS key, and a customer key for this alone is not worth its cost.',
    });
    if (alarmEmail) this.alarmTopic.addSubscription(new EmailSubscription(alarmEmail));
    else
      Annotations.of(this).addWarningV2(
        'simplify:no-alarm-email',
        'No alarmEmail context value: alarms notify the topic, but nobody is subscribed (deploy with -c alarmEmail=<address>).',
      );
    this.stripeNotConfiguredAlarm.addAlarmAction(new SnsAction(this.alarmTopic));

    const allFunctions = [
      ...[...this.routeFunctions.values()].map((fn) => ({ id: fn.node.id, fn })),
      { id: this.notFoundFunction.node.id, fn: this.notFoundFunction },
      ...this.jobFunctions.map((fn) => ({ id: fn.node.id, fn })),
      ...this.workerFunctions.map((fn) => ({ id: fn.node.id, fn })),
    ];
    this.monitoring = new Monitoring(this, 'Monitoring', {
      topic: this.alarmTopic,
      api: this.api.api,
      table: this.table,
      functions: allFunctions,
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

    new CfnOutput(this, 'AppUrl', { value: appUrl, description: 'The web app (and /api/* on the same origin)' });
    new CfnOutput(this, 'ApiUrl', {
      value: this.api.stage.url,
      description: 'The HTTP API endpoint itself: answers 403 to anything that does not come through CloudFront',
    });
    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'MailFrom', { value: mailFrom, description: 'SES must have this address or its domain verified' });
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

function noRotation(secret: Secret, reason: string) {
  Validations.of(secret).acknowledge({ id: 'AwsSolutions-SMG4', reason });
}
