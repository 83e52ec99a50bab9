import { App, Validations, type CfnElement } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { AwsSolutionsChecks } from 'cdk-nag';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTableInput } from '../functions/data/table-definition';
import { findRouteByKey, notFoundHandler, queueWorkers, routeKey, routes, scheduledJobs, type JobRow, type RouteRow } from '../functions/routes';
import type { ApiFunction } from './constructs/api-function';
import { STAGE_THROTTLE } from './constructs/http-api';
import { CONTENT_SECURITY_POLICY, IMMUTABLE_CACHE, REVALIDATE_CACHE } from './constructs/web-hosting';
import { STRIPE_NOT_CONFIGURED } from '../functions/adapters/secrets';
import { ORIGIN_VERIFY_HEADER } from '../functions/config';
import { LOG_METRICS } from './constructs/monitoring';
import { PROJECT_ROOT, SimplifyStack, type SimplifyStackProps } from './stack';

type Resource = { Type: string; Properties?: Record<string, any>; DependsOn?: string | string[]; [k: string]: unknown };
const cdkJsonContext = JSON.parse(readFileSync(join(PROJECT_ROOT, 'cdk.json'), 'utf8')).context;
const NO_WEB_BUILD = join(PROJECT_ROOT, 'infra', 'no-such-web-dist');

function synth(props: SimplifyStackProps = {}, context: Record<string, unknown> = {}) {
  // Skipping bundling keeps esbuild out of the tests; the template is otherwise the deployed one.
  const app = new App({ context: { ...cdkJsonContext, 'aws:cdk:bundling-stacks': [], ...context } });
  const stack = new SimplifyStack(app, 'Test', { webDist: NO_WEB_BUILD, ...props });
  const template = Template.fromStack(stack);
  const resources = template.toJSON().Resources as Record<string, Resource>;
  const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
  const idOf = (fn: ApiFunction) => stack.getLogicalId(fn.fn.node.defaultChild as CfnElement);
  /** Every statement of the policies attached to a function's role. */
  const statementsOf = (fn: ApiFunction) => {
    const role = resources[idOf(fn)].Properties!.Role['Fn::GetAtt'][0];
    return ofType('AWS::IAM::Policy')
      .filter(([, p]) => p.Properties!.Roles.some((r: { Ref: string }) => r.Ref === role))
      .flatMap(([, p]) => p.Properties!.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
  };
  const actionsOf = (fn: ApiFunction) => statementsOf(fn).flatMap((s) => [s.Action].flat());
  const envOf = (fn: ApiFunction) => resources[idOf(fn)].Properties!.Environment.Variables as Record<string, unknown>;
  return { stack, template, resources, ofType, idOf, statementsOf, actionsOf, envOf };
}

function nagFindings(stack: SimplifyStack) {
  const report = new AwsSolutionsChecks().validateScope(stack);
  return report.violations.map((v) => `${v.severity} ${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
}

const integrationTarget = (s: ReturnType<typeof synth>, route: Resource) => {
  const integrationId = route.Properties!.Target['Fn::Join'][1][1].Ref as string;
  return s.resources[integrationId].Properties!.IntegrationUri['Fn::GetAtt'][0] as string;
};

const needsJwt = (row: RouteRow) => row.access !== 'public' || (row.uses?.includes('jwt') ?? false);

describe('the stack built from the route table', () => {
  const s = synth();

  it('has exactly one API route per row, each integrated with its own Lambda', () => {
    const apiRoutes = s.ofType('AWS::ApiGatewayV2::Route');
    const targets = new Set<string>();
    for (const row of routes) {
      const matching = apiRoutes.filter(([, r]) => r.Properties!.RouteKey === routeKey(row));
      expect(matching, routeKey(row)).toHaveLength(1);
      const target = integrationTarget(s, matching[0][1]);
      expect(target).toBe(s.idOf(s.stack.routeFunctions.get(routeKey(row))!));
      targets.add(target);
    }
    expect(targets.size).toBe(routes.length);

    const fallback = apiRoutes.filter(([, r]) => r.Properties!.RouteKey === '$default');
    expect(fallback).toHaveLength(1);
    expect(integrationTarget(s, fallback[0][1])).toBe(s.idOf(s.stack.notFoundFunction));
    expect(s.stack.notFoundFunction.handler).toBe(notFoundHandler);
    expect(targets.has(s.idOf(s.stack.notFoundFunction))).toBe(false);
    expect(apiRoutes).toHaveLength(routes.length + 1);
  });

  it('lets API Gateway invoke exactly the routed functions, through roles rather than a permission per function', () => {
    expect(s.ofType('AWS::Lambda::Permission').filter(([, p]) => p.Properties!.Principal === 'apigateway.amazonaws.com')).toEqual([]);
    const invokable = new Set<string>();
    for (const [, policy] of s.ofType('AWS::IAM::Policy')) {
      for (const st of policy.Properties!.PolicyDocument.Statement) {
        if (st.Action !== 'lambda:InvokeFunction') continue;
        const role = s.resources[policy.Properties!.Roles[0].Ref];
        expect(role.Properties!.AssumeRolePolicyDocument.Statement[0].Principal).toEqual({ Service: 'apigateway.amazonaws.com' });
        for (const r of [st.Resource].flat()) invokable.add(r['Fn::GetAtt'][0]);
      }
    }
    for (const [, integration] of s.ofType('AWS::ApiGatewayV2::Integration')) expect(integration.Properties!.CredentialsArn).toBeDefined();
    expect(invokable).toEqual(new Set([...s.stack.routeFunctions.values(), s.stack.notFoundFunction].map(s.idOf)));
  });

  it('has one Lambda per row, one for not-found, one per job and one per queue worker, and no custom-resource Lambdas without a web build', () => {
    const ours = [...s.stack.routeFunctions.values(), s.stack.notFoundFunction, ...s.stack.jobFunctions, ...s.stack.workerFunctions].map(s.idOf);
    expect(new Set(ours).size).toBe(routes.length + 1 + scheduledJobs.length + queueWorkers.length);
    const all = s.ofType('AWS::Lambda::Function').map(([id]) => id);
    const customResources = all.filter((id) => !ours.includes(id));
    expect(customResources).toEqual([]);
    expect(all).toHaveLength(ours.length);
    const workers = s.stack.workerFunctions.map(s.idOf);
    const jobs = s.stack.jobFunctions.map(s.idOf);
    const routeIds = [...s.stack.routeFunctions.entries()].map(([key, fn]) => [s.idOf(fn), routes.find((r) => routeKey(r) === key)!] as const);
    const timeout = (id: string) =>
      workers.includes(id)
        ? queueWorkers[workers.indexOf(id)].timeoutSeconds
        : jobs.includes(id)
          ? (scheduledJobs[jobs.indexOf(id)].timeoutSeconds ?? 10)
          : (routeIds.find(([rid]) => rid === id)?.[1].timeoutSeconds ?? 10);
    for (const id of ours) {
      expect(s.resources[id].Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], MemorySize: 512, Timeout: timeout(id) });
    }
    // The reminder job has room for a 10,000-reminder run (npm run bench -- reminders) inside its timeout.
    expect(s.resources[s.idOf(s.stack.jobFunctions.find((f) => f.handler === 'jobs/send-reminders')!)].Properties!.Timeout).toBe(120);
  });

  it('gives the JWT secret only to rows that need it, and the table name to every function', () => {
    for (const row of routes) {
      const env = s.envOf(s.stack.routeFunctions.get(routeKey(row))!);
      expect(env, routeKey(row)).toHaveProperty('TABLE_NAME');
      expect('JWT_SECRET_ARN' in env, routeKey(row)).toBe(needsJwt(row));
      expect(Object.keys(env)).toEqual(expect.arrayContaining(['APP_URL', 'MAIL_FROM', 'ADMIN_EMAILS', 'SUPPORT_WHATSAPP']));
    }
    expect(s.envOf(s.stack.notFoundFunction)).not.toHaveProperty('JWT_SECRET_ARN');
  });

  it('builds the same table as DynamoDB Local, kept on removal, with PITR and TTL', () => {
    const local = createTableInput('unused');
    const byName = (a: { AttributeName: string }, b: { AttributeName: string }) => a.AttributeName.localeCompare(b.AttributeName);
    const [[, table]] = s.ofType('AWS::DynamoDB::Table');
    expect(table).toMatchObject({ DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
    const p = table.Properties!;
    expect(p.BillingMode).toBe(local.BillingMode);
    expect(p.KeySchema).toEqual(local.KeySchema);
    expect([...p.AttributeDefinitions].sort(byName)).toEqual([...local.AttributeDefinitions].sort(byName));
    expect(p.GlobalSecondaryIndexes).toEqual(local.GlobalSecondaryIndexes);
    expect(p.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(p.TimeToLiveSpecification).toEqual({ AttributeName: 'ttl', Enabled: true });
    expect(p.SSESpecification).toEqual({ SSEEnabled: true });
  });

  it('routes /api/* uncached to the HTTP API and the rest to S3 with the SPA function and security headers', () => {
    const [[, distribution]] = s.ofType('AWS::CloudFront::Distribution');
    const config = distribution.Properties!.DistributionConfig;
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.CacheBehaviors).toHaveLength(1);
    const api = config.CacheBehaviors[0];
    expect(api).toMatchObject({
      PathPattern: '/api/*',
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      ViewerProtocolPolicy: 'https-only',
    });
    expect(api.AllowedMethods).toHaveLength(7);
    const apiOrigin = config.Origins.find((o: { Id: string }) => o.Id === api.TargetOriginId);
    expect(apiOrigin.CustomOriginConfig).toEqual({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
    expect(JSON.stringify(apiOrigin.DomainName)).toContain(s.stack.getLogicalId(s.stack.api.api.node.defaultChild as CfnElement));

    const web = config.DefaultCacheBehavior;
    expect(web.FunctionAssociations).toHaveLength(1);
    expect(web.FunctionAssociations[0].EventType).toBe('viewer-request');
    expect(s.resources[web.ResponseHeadersPolicyId.Ref].Properties!.ResponseHeadersPolicyConfig.SecurityHeadersConfig).toMatchObject({
      ContentSecurityPolicy: { ContentSecurityPolicy: CONTENT_SECURITY_POLICY, Override: true },
      StrictTransportSecurity: { AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Override: true },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ReferrerPolicy: { Override: true },
    });
    expect(CONTENT_SECURITY_POLICY).not.toContain("script-src 'self' 'unsafe-inline'");
    // CloudFront compresses (gzip and Brotli: the managed policy keys on both encodings).
    expect(web.Compress).toBe(true);
    expect(web.CachePolicyId).toBe(CachePolicy.CACHING_OPTIMIZED.cachePolicyId);
  });

  it('rewrites extension-less paths to /index.html and leaves files alone', () => {
    const [[, cfFunction]] = s.ofType('AWS::CloudFront::Function');
    const handler = new Function(`${cfFunction.Properties!.FunctionCode}; return handler;`)() as (e: object) => { uri: string };
    const uriFor = (uri: string) => handler({ request: { uri } }).uri;
    expect(uriFor('/')).toBe('/index.html');
    expect(uriFor('/family')).toBe('/index.html');
    expect(uriFor('/auth/magic-link/verify')).toBe('/index.html');
    // The public screens prerendered at build time.
    expect(uriFor('/auth')).toBe('/auth.html');
    expect(uriFor('/register')).toBe('/register.html');
    expect(uriFor('/auth/magic-link')).toBe('/auth/magic-link.html');
    expect(uriFor('/auth.html')).toBe('/auth.html');
    expect(uriFor('/assets/index-3f2a1b.js')).toBe('/assets/index-3f2a1b.js');
    expect(uriFor('/favicon.ico')).toBe('/favicon.ico');
  });

  it('never grants DynamoDB actions on every resource', () => {
    for (const [id, policy] of s.ofType('AWS::IAM::Policy')) {
      for (const statement of policy.Properties!.PolicyDocument.Statement) {
        const actions = [statement.Action].flat() as string[];
        if (!actions.some((a) => a.startsWith('dynamodb:'))) continue;
        expect([statement.Resource].flat(), id).not.toContain('*');
      }
    }
    for (const row of routes) {
      const actions = s.actionsOf(s.stack.routeFunctions.get(routeKey(row))!);
      expect(actions.includes('dynamodb:PutItem'), routeKey(row)).toBe(row.table === 'write');
      // Signed-in rows read the session even when the use case needs no table.
      expect(actions.includes('dynamodb:Query'), routeKey(row)).toBe(row.table !== 'none' || row.access !== 'public');
    }
  });

  it('logs API access to CloudWatch on the throttled $default stage', () => {
    s.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('\\$context\\.requestId') },
      DefaultRouteSettings: { ThrottlingBurstLimit: Match.anyValue(), ThrottlingRateLimit: Match.anyValue() },
    });
    // Raw paths can carry secrets (feed and invitation tokens): the access log names the route only.
    const [[, stage]] = s.ofType('AWS::ApiGatewayV2::Stage');
    expect(stage.Properties!.AccessLogSettings.Format).not.toContain('$context.path');
  });

  it("stays under CloudFormation's 500-resource limit with room for more routes", () => {
    // About 3 resources per route (function, integration, route) and 7 per job: the 400 line keeps room for 25 more routes.
    console.info(`main stack: ${Object.keys(s.resources).length} resources`);
    expect(Object.keys(s.resources).length).toBeLessThan(400);
  });

  it('has no dependency cycle although the Lambdas receive the CloudFront URL', () => {
    const edges = new Map<string, Set<string>>();
    const refsIn = (value: unknown, out: Set<string>) => {
      if (Array.isArray(value)) value.forEach((v) => refsIn(v, out));
      else if (value && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) {
          if (k === 'Ref' && typeof v === 'string') out.add(v);
          else if (k === 'Fn::GetAtt') out.add((v as string[])[0]);
          else if (k === 'Fn::Sub') for (const m of JSON.stringify(v).matchAll(/\$\{([A-Za-z0-9]+)[.}]/g)) out.add(m[1]);
          else refsIn(v, out);
        }
      }
    };
    for (const [id, r] of Object.entries(s.resources)) {
      const out = new Set<string>([r.DependsOn ?? []].flat());
      refsIn(r.Properties, out);
      edges.set(id, new Set([...out].filter((d) => d in s.resources)));
    }
    const state = new Map<string, 'visiting' | 'done'>();
    const cycleFrom = (id: string, path: string[]): string[] | undefined => {
      if (state.get(id) === 'done') return undefined;
      if (state.get(id) === 'visiting') return [...path, id];
      state.set(id, 'visiting');
      for (const next of edges.get(id)!) {
        const cycle = cycleFrom(next, [...path, id]);
        if (cycle) return cycle;
      }
      state.set(id, 'done');
      return undefined;
    };
    for (const id of edges.keys()) expect(cycleFrom(id, [])).toBeUndefined();
    expect(JSON.stringify(s.envOf(s.stack.notFoundFunction).APP_URL)).toContain('DomainName');
  });

  it('passes cdk-nag AwsSolutions with no unacknowledged errors or warnings', () => {
    expect(nagFindings(s.stack)).toEqual([]);
  });

  it('feeds the assistant worker from an encrypted, TLS-only FIFO queue with a dead-letter queue', () => {
    const queues = s.ofType('AWS::SQS::Queue');
    // The assistant and deliveries queues with their dead-letter queues, the scheduled jobs' dead-letter queue and the subscription refresh's own.
    expect(queues).toHaveLength(6);
    const { queue, deadLetters } = s.stack.assistantQueue!;
    const q = s.resources[s.stack.getLogicalId(queue.node.defaultChild as CfnElement)].Properties!;
    const dlqId = s.stack.getLogicalId(deadLetters.node.defaultChild as CfnElement);
    const dlq = s.resources[dlqId].Properties!;
    expect(q).toMatchObject({ FifoQueue: true, SqsManagedSseEnabled: true, VisibilityTimeout: 6 * queueWorkers[0].timeoutSeconds });
    expect(q.RedrivePolicy).toEqual({ deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] }, maxReceiveCount: 5 });
    expect(dlq).toMatchObject({ FifoQueue: true, SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 86_400 });
    // Every queue refuses anything but TLS.
    const policies = s.ofType('AWS::SQS::QueuePolicy');
    expect(policies).toHaveLength(6);
    for (const [, p] of policies) {
      expect(p.Properties!.PolicyDocument.Statement).toEqual(
        expect.arrayContaining([expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]),
      );
    }
    const worker = s.stack.workerFunctions.find((w) => w.handler === 'assistant/conversation/worker')!;
    s.template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: s.idOf(worker) },
      EventSourceArn: { 'Fn::GetAtt': [s.stack.getLogicalId(queue.node.defaultChild as CfnElement), 'Arn'] },
      BatchSize: queueWorkers[0].batchSize,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it('fans the reminder and summary runs out to a deliveries queue (standard, dead-letter queue after 3 receives) and its worker', () => {
    const { queue, deadLetters } = s.stack.deliveryQueue!;
    const qId = s.stack.getLogicalId(queue.node.defaultChild as CfnElement);
    const dlqId = s.stack.getLogicalId(deadLetters.node.defaultChild as CfnElement);
    expect(s.resources[qId].Properties).not.toHaveProperty('FifoQueue');
    expect(s.resources[qId].Properties!.RedrivePolicy).toEqual({ deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] }, maxReceiveCount: 3 });
    expect(s.resources[qId].Properties).toMatchObject({ SqsManagedSseEnabled: true, VisibilityTimeout: 720 });
    const worker = s.stack.workerFunctions.find((w) => w.handler === 'jobs/deliveries-worker')!;
    s.template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: s.idOf(worker) },
      EventSourceArn: { 'Fn::GetAtt': [qId, 'Arn'] },
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    for (const handler of ['jobs/send-reminders', 'jobs/send-summaries', 'jobs/refresh-subscriptions']) {
      const job = s.stack.jobFunctions.find((f) => f.handler === handler)!;
      expect(s.envOf(job).DELIVERY_QUEUE_URL).toEqual({ Ref: qId });
      expect(s.actionsOf(job)).toContain('sqs:SendMessage');
    }
    expect(s.envOf(worker)).not.toHaveProperty('DELIVERY_QUEUE_URL');
  });

  it('runs the calendar refresh hourly with its own dead-letter queue (schedule and failed runs) and a 300 s timeout', () => {
    const job = s.stack.jobFunctions.find((f) => f.handler === 'jobs/refresh-subscriptions')!;
    expect(s.resources[s.idOf(job)].Properties!.Timeout).toBe(300);
    const own = s.stack.ownJobDeadLetters.find((o) => o.handler === 'jobs/refresh-subscriptions')!;
    const dlqArn = { 'Fn::GetAtt': [s.stack.getLogicalId(own.queue.node.defaultChild as CfnElement), 'Arn'] };
    expect(own.queue).not.toBe(s.stack.jobDeadLetters);
    s.template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 hour)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [s.idOf(job), 'Arn'] }, DeadLetterConfig: { Arn: dlqArn } })],
    });
    s.template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: s.idOf(job) },
      MaximumRetryAttempts: 0,
      DestinationConfig: { OnFailure: { Destination: dlqArn } },
    });
    // It opens sealed addresses with the server key, and never sends mail or messages.
    expect(s.envOf(job)).toHaveProperty('JWT_SECRET_ARN');
    expect(s.actionsOf(job)).not.toContain('ses:SendEmail');
  });

  it('gives the reminder schedule an encrypted, TLS-only dead-letter queue, which also receives failed runs', () => {
    const dlq = s.stack.jobDeadLetters!;
    const dlqId = s.stack.getLogicalId(dlq.node.defaultChild as CfnElement);
    const dlqArn = { 'Fn::GetAtt': [dlqId, 'Arn'] };
    expect(s.resources[dlqId].Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 86_400 });
    expect(s.resources[dlqId].Properties).not.toHaveProperty('FifoQueue');
    const [job] = s.stack.jobFunctions;
    expect(job.handler).toBe('jobs/send-reminders');
    s.template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: `rate(${scheduledJobs[0].everyMinutes} minutes)`,
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [s.idOf(job), 'Arn'] },
          DeadLetterConfig: { Arn: dlqArn },
          RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 3600 },
        }),
      ],
    });
    // EventBridge may write to it (only from this rule), and nothing may reach it without TLS.
    const [[, policy]] = s.ofType('AWS::SQS::QueuePolicy').filter(([, p]) => p.Properties!.Queues.some((q: { Ref: string }) => q.Ref === dlqId));
    const statements = policy.Properties!.PolicyDocument.Statement as Array<Record<string, any>>;
    expect(statements).toEqual(expect.arrayContaining([expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]));
    const events = statements.find((st) => st.Principal?.Service === 'events.amazonaws.com')!;
    expect(events).toMatchObject({ Effect: 'Allow', Action: 'sqs:SendMessage', Condition: { ArnEquals: { 'aws:SourceArn': expect.anything() } } });
    // Lambda does not retry a failed run (the next scheduled run is the retry); the failure record goes to the same queue.
    s.template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: s.idOf(job) },
      MaximumRetryAttempts: 0,
      DestinationConfig: { OnFailure: { Destination: dlqArn } },
    });
    expect(s.actionsOf(job)).toContain('sqs:SendMessage');
    expect(s.template.findOutputs('JobDeadLetterQueueUrl')).not.toEqual({});
  });

  it('keeps school documents in a private, encrypted, TLS-only bucket that only the document paths may write', () => {
    const [[bucketId, bucket]] = s.ofType('AWS::S3::Bucket').filter(([id]) => id.startsWith('DocumentsBucket'));
    expect(bucket).toMatchObject({ DeletionPolicy: 'Retain' });
    expect(bucket.Properties).toMatchObject({
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      LifecycleConfiguration: { Rules: [expect.objectContaining({ Status: 'Enabled', AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } })] },
    });
    const policy = s.ofType('AWS::S3::BucketPolicy').find(([, p]) => JSON.stringify(p.Properties!.Bucket).includes(bucketId))!;
    expect(JSON.stringify(policy[1].Properties!.PolicyDocument)).toContain('"aws:SecureTransport":"false"');

    const writers = [
      ...[...s.stack.routeFunctions].filter(([, fn]) => s.actionsOf(fn).some((a) => a.startsWith('s3:'))).map(([key]) => key),
      ...s.stack.workerFunctions.filter((fn) => s.actionsOf(fn).some((a) => a.startsWith('s3:'))).map(() => 'worker'),
    ];
    expect(writers.sort()).toEqual([
      'DELETE /api/auth/account',
      'DELETE /api/documents/{id}',
      'DELETE /api/family-members/{id}',
      'POST /api/family-members/{id}/documents',
      'worker',
    ]);
    const upload = s.stack.routeFunctions.get('POST /api/family-members/{id}/documents')!;
    expect(s.envOf(upload)).toHaveProperty('DOCUMENTS_BUCKET');
    const s3 = s.statementsOf(upload).filter((st) => [st.Action].flat().some((a: string) => a.startsWith('s3:')));
    expect(s3.flatMap((st) => [st.Action].flat()).some((a: string) => a === 's3:GetObject' || a === 's3:*')).toBe(false);
    expect(JSON.stringify(s3.filter((st) => [st.Action].flat().includes('s3:PutObject')).map((st) => st.Resource))).toContain('/users/*');
    // Listing the documents reads the table only.
    expect(s.actionsOf(s.stack.routeFunctions.get('GET /api/family-members/{id}/documents')!).some((a) => a.startsWith('s3:'))).toBe(false);
  });

  it('creates the WhatsApp secrets with generated values, never a literal', () => {
    const secrets = s.ofType('AWS::SecretsManager::Secret').filter(([id]) => id.startsWith('WhatsApp'));
    expect(secrets.map(([id]) => id.replace(/[A-F0-9]{8}$/, '')).sort()).toEqual(['WhatsAppAccessToken', 'WhatsAppAppSecret', 'WhatsAppVerifyToken']);
    for (const [, secret] of secrets) {
      expect(secret.Properties!.SecretString).toBeUndefined();
      expect(secret.Properties!.GenerateSecretString).toMatchObject({ PasswordLength: 48 });
      expect(secret).toMatchObject({ DeletionPolicy: 'Retain' });
    }
  });

  it('gives the webhook and the worker only their own WhatsApp secrets and queue actions', () => {
    const post = s.stack.routeFunctions.get('POST /api/whatsapp/webhook')!;
    const get = s.stack.routeFunctions.get('GET /api/whatsapp/webhook')!;
    const [worker] = s.stack.workerFunctions;
    const envKeys = (fn: ApiFunction) =>
      Object.keys(s.envOf(fn))
        .filter((k) => /^WHATSAPP_.*_ARN$|^ASSISTANT_QUEUE_URL$/.test(k))
        .sort();
    expect(envKeys(post)).toEqual(['ASSISTANT_QUEUE_URL', 'WHATSAPP_APP_SECRET_ARN']);
    expect(envKeys(get)).toEqual(['WHATSAPP_VERIFY_TOKEN_ARN']);
    expect(envKeys(worker)).toEqual(['WHATSAPP_ACCESS_TOKEN_ARN']);
    expect(s.envOf(worker)).toHaveProperty('WHATSAPP_PHONE_NUMBER_ID');

    expect(s.actionsOf(post)).toEqual(expect.arrayContaining(['sqs:SendMessage', 'dynamodb:PutItem', 'secretsmanager:GetSecretValue']));
    expect(s.actionsOf(post).some((a) => a.startsWith('sqs:Receive') || a.startsWith('sqs:Delete'))).toBe(false);
    expect(s.actionsOf(get).some((a) => a.startsWith('dynamodb:') || a.startsWith('sqs:'))).toBe(false);
    expect(s.actionsOf(worker)).toEqual(expect.arrayContaining(['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'dynamodb:PutItem']));
    expect(s.actionsOf(worker)).not.toContain('sqs:SendMessage');
    // Secrets are granted by ARN (Ref), each function only the ones it names.
    const secretRefs = (fn: ApiFunction) =>
      s
        .statementsOf(fn)
        .filter((st) => [st.Action].flat().includes('secretsmanager:GetSecretValue'))
        .map((st) => JSON.stringify(st.Resource));
    const idOfSecret = (name: string) => Object.keys(s.resources).find((id) => id.startsWith(name))!;
    expect(secretRefs(worker).join()).toContain(idOfSecret('WhatsAppAccessToken'));
    expect(secretRefs(worker).join()).not.toContain(idOfSecret('WhatsAppAppSecret'));
    expect(secretRefs(post).join()).not.toContain(idOfSecret('WhatsAppAccessToken'));
    expect(secretRefs(post).join()).not.toContain(idOfSecret('WhatsAppVerifyToken'));
    expect(secretRefs(get).join()).toContain(idOfSecret('WhatsAppVerifyToken'));
    expect(secretRefs(get).join()).not.toContain(idOfSecret('WhatsAppAppSecret'));
    // Nothing else may queue or read the WhatsApp secrets.
    for (const row of routes) {
      if (row.path === '/api/whatsapp/webhook') continue;
      const fn = s.stack.routeFunctions.get(routeKey(row))!;
      expect(s.actionsOf(fn), routeKey(row)).not.toContain('sqs:SendMessage');
      expect(envKeys(fn), routeKey(row)).toEqual([]);
    }
    expect(findRouteByKey('POST /api/whatsapp/webhook')!.access).toBe('public');
  });

  it('gives every acknowledgement a written reason', () => {
    const acknowledged = s.stack.node
      .findAll()
      .flatMap((c) => c.node.metadata)
      .filter((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((m) => Object.entries(m.data as Record<string, string>));
    expect(acknowledged.length).toBeGreaterThan(0);
    for (const [id, reason] of acknowledged) expect(reason.length, id).toBeGreaterThan(40);
  });

  it('warns when web/dist has not been built', () => {
    Annotations.fromStack(s.stack).hasWarning('/Test/Web', Match.stringLikeRegexp('npm run build:web'));
  });
});

const WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:TransactWriteItems',
  'dynamodb:PartiQLInsert',
  'dynamodb:PartiQLUpdate',
  'dynamodb:PartiQLDelete',
  'dynamodb:*',
];
/** Write actions of a function other than the session touch (UpdateItem limited to pk, sk and lastUsedAt). */
const writesBeyondSessionTouch = (s: ReturnType<typeof synth>, fn: ApiFunction) =>
  s
    .statementsOf(fn)
    .filter((st) => {
      const condition = (st as { Condition?: Record<string, Record<string, unknown>> }).Condition;
      const onlyTouch = JSON.stringify(condition?.['ForAllValues:StringEquals']?.['dynamodb:Attributes']) === JSON.stringify(['pk', 'sk', 'lastUsedAt']);
      return !(onlyTouch && JSON.stringify([st.Action].flat()) === JSON.stringify(['dynamodb:UpdateItem']));
    })
    .flatMap((st) => [st.Action].flat())
    .filter((a) => WRITE_ACTIONS.includes(a));
const secretId = (s: ReturnType<typeof synth>, id: string) => s.stack.getLogicalId(s.stack.node.findChild(id).node.defaultChild as CfnElement);

describe('hardening of the stack', () => {
  const s = synth();

  it('creates no secret with a known value: every secret is generated', () => {
    const secrets = s.ofType('AWS::SecretsManager::Secret');
    expect(secrets.map(([id]) => id).sort()).toEqual(
      ['JwtSecret', 'OriginVerifySecret', 'StripeSecretKey', 'StripeWebhookSecret', 'WhatsAppAppSecret', 'WhatsAppVerifyToken', 'WhatsAppAccessToken']
        .map((id) => secretId(s, id))
        .sort(),
    );
    for (const [id, secret] of secrets) {
      expect(secret.Properties!.SecretString, id).toBeUndefined();
      expect(secret.Properties!.GenerateSecretString, id).toMatchObject({ PasswordLength: expect.any(Number) });
      expect(secret.Properties!.GenerateSecretString.PasswordLength, id).toBeGreaterThanOrEqual(48);
    }
    const template = JSON.stringify(s.template.toJSON());
    expect(/replace.me/i.test(template)).toBe(false); // the old literal placeholder
    expect(template.includes('"SecretString"')).toBe(false);
  });

  it('gives read-only rows no write action on the table, except sliding the session (lastUsedAt only)', () => {
    const readOnly = routes.filter((row) => row.table === 'read');
    expect(readOnly.length).toBeGreaterThan(5);
    for (const row of readOnly) {
      const fn = s.stack.routeFunctions.get(routeKey(row))!;
      expect(s.actionsOf(fn), routeKey(row)).toContain('dynamodb:GetItem');
      expect(writesBeyondSessionTouch(s, fn), routeKey(row)).toEqual([]);
      const touch = s.statementsOf(fn).filter((st) => [st.Action].flat().includes('dynamodb:UpdateItem'));
      expect(touch.length, routeKey(row)).toBe(row.access === 'public' ? 0 : 1);
    }
    for (const row of routes.filter((r) => r.table === 'none')) {
      const fn = s.stack.routeFunctions.get(routeKey(row))!;
      const dynamo = s.actionsOf(fn).filter((a) => a.startsWith('dynamodb:'));
      expect(dynamo, routeKey(row)).toEqual(row.access === 'public' ? [] : expect.arrayContaining(['dynamodb:Query', 'dynamodb:GetItem']));
      expect(writesBeyondSessionTouch(s, fn), routeKey(row)).toEqual([]);
    }
  });

  it('lets the API answer only through CloudFront: CloudFront adds the generated origin-verify secret, every route function checks it', () => {
    const [[, distribution]] = s.ofType('AWS::CloudFront::Distribution');
    const config = distribution.Properties!.DistributionConfig;
    const apiOrigin = config.Origins.find((o: { Id: string }) => o.Id === config.CacheBehaviors[0].TargetOriginId);
    expect(apiOrigin.OriginCustomHeaders).toHaveLength(1);
    const [header] = apiOrigin.OriginCustomHeaders;
    expect(header.HeaderName).toBe(ORIGIN_VERIFY_HEADER);
    // A dynamic reference to the generated secret, resolved by CloudFormation: no value in the template.
    const value = JSON.stringify(header.HeaderValue);
    expect(value).toContain('{{resolve:secretsmanager:');
    expect(value).toContain(secretId(s, 'OriginVerifySecret'));
    for (const fn of [...s.stack.routeFunctions.values(), s.stack.notFoundFunction]) {
      expect(s.envOf(fn).ORIGIN_VERIFY_SECRET_ARN, fn.handler).toEqual({ Ref: secretId(s, 'OriginVerifySecret') });
    }
    for (const job of s.stack.jobFunctions) expect(s.envOf(job)).not.toHaveProperty('ORIGIN_VERIFY_SECRET_ARN');
  });

  it('throttles every /api/auth/* route lower than the rest of the stage', () => {
    const [[stageId, stage]] = s.ofType('AWS::ApiGatewayV2::Stage');
    const p = stage.Properties!;
    expect(p.DefaultRouteSettings).toMatchObject({ ThrottlingRateLimit: STAGE_THROTTLE.rateLimit, ThrottlingBurstLimit: STAGE_THROTTLE.burstLimit });
    const auth = routes.filter((r) => r.path.startsWith('/api/auth/')).map(routeKey);
    expect(auth.length).toBeGreaterThanOrEqual(10);
    expect(Object.keys(p.RouteSettings).sort()).toEqual([...auth].sort());
    for (const key of auth) {
      const setting = p.RouteSettings[key];
      expect(setting.ThrottlingRateLimit, key).toBeLessThan(STAGE_THROTTLE.rateLimit);
      expect(setting.ThrottlingBurstLimit, key).toBeLessThan(STAGE_THROTTLE.burstLimit);
    }
    // Route settings may name only existing routes: the stage is deployed after them.
    const routeIds = s
      .ofType('AWS::ApiGatewayV2::Route')
      .filter(([, r]) => auth.includes(r.Properties!.RouteKey))
      .map(([id]) => id);
    expect([s.resources[stageId].DependsOn].flat()).toEqual(expect.arrayContaining(routeIds));
  });

  it("counts refused payments from the functions' log group and alarms on them", () => {
    const filters = s.ofType('AWS::Logs::MetricFilter');
    expect(filters).toHaveLength(1);
    const webhook = s.stack.routeFunctions.get('POST /api/stripe/webhook')!;
    const logGroupId = s.stack.getLogicalId(webhook.logGroup.node.defaultChild as CfnElement);
    const onWebhook = filters.find(([, f]) => f.Properties!.LogGroupName.Ref === logGroupId);
    expect(onWebhook).toBeDefined();
    const p = onWebhook![1].Properties!;
    expect(p.FilterPattern).toContain(`"${STRIPE_NOT_CONFIGURED}"`);
    expect(p.MetricTransformations).toEqual([{ MetricNamespace: 'Simplify', MetricName: 'StripeNotConfigured', MetricValue: '1' }]);
    s.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'Simplify',
      MetricName: 'StripeNotConfigured',
      Statistic: 'Sum',
      Threshold: 1,
      EvaluationPeriods: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
    });
  });
});

describe('the operator hears first', () => {
  const s = synth();
  const nested = Template.fromStack(s.stack.monitoring);
  const nestedResources = nested.toJSON().Resources as Record<string, Resource>;
  const alarms = Object.values(nestedResources).filter((r) => r.Type === 'AWS::CloudWatch::Alarm');
  const topicId = s.stack.getLogicalId(s.stack.alarmTopic.node.defaultChild as CfnElement);
  const allFunctions = [...s.stack.routeFunctions.values(), s.stack.notFoundFunction, ...s.stack.jobFunctions, ...s.stack.workerFunctions];
  /** Every metric an alarm reads, by name (a math expression's metrics included). */
  const metricNames = (a: Resource) =>
    [a.Properties!.MetricName, ...(a.Properties!.Metrics ?? []).map((m: any) => m.MetricStat?.Metric?.MetricName)].filter(Boolean);
  const withMetric = (name: string) => alarms.filter((a) => metricNames(a).includes(name));

  it('has one TLS-only topic for alarms, with an email subscription only when alarmEmail is given', () => {
    s.template.resourceCountIs('AWS::SNS::Topic', 1);
    s.template.resourceCountIs('AWS::SNS::Subscription', 0);
    Annotations.fromStack(s.stack).hasWarning('/Test', Match.stringLikeRegexp('alarmEmail'));
    const [[, policy]] = s.ofType('AWS::SNS::TopicPolicy');
    expect(policy.Properties!.PolicyDocument.Statement).toEqual(
      expect.arrayContaining([expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]),
    );
    const subscribed = synth({}, { alarmEmail: 'ops@example.org' });
    subscribed.template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@example.org',
      TopicArn: { Ref: subscribed.stack.getLogicalId(subscribed.stack.alarmTopic.node.defaultChild as CfnElement) },
    });
    expect(() => synth({}, { alarmEmail: 'not an address' })).toThrow(/alarmEmail/);
  });

  it('alarms on every category, each alarm notifying the topic (the Stripe alarm too)', () => {
    // The topic reaches the nested stack as a parameter fed from the topic itself.
    const nestedStackId = s.stack.getLogicalId(s.stack.monitoring.nestedStackResource as CfnElement);
    const parameters = s.resources[nestedStackId].Properties!.Parameters as Record<string, unknown>;
    const [topicParam] = Object.entries(parameters).find(([, v]) => JSON.stringify(v) === JSON.stringify({ Ref: topicId }))!;
    for (const a of alarms) expect(a.Properties!.AlarmActions).toEqual([{ Ref: topicParam }]);
    s.template.hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: 'StripeNotConfigured', AlarmActions: [{ Ref: topicId }] });

    expect(withMetric('5xx')).toHaveLength(1);
    expect(withMetric('Count')).toHaveLength(1);
    // Each function: an errors alarm and a throttles alarm.
    expect(withMetric('Errors')).toHaveLength(allFunctions.length);
    expect(withMetric('Throttles')).toHaveLength(allFunctions.length);
    for (const fn of allFunctions) {
      const param = Object.entries(parameters).find(([, v]) => JSON.stringify(v) === JSON.stringify({ Ref: s.idOf(fn) }))?.[0];
      expect(param, fn.handler).toBeDefined();
      expect(
        withMetric('Errors').some((a) => JSON.stringify(a.Properties!.Dimensions).includes(`"Ref":"${param}"`)),
        fn.handler,
      ).toBe(true);
    }
    for (const name of [
      'ReminderFailures',
      'WebhookFailures',
      'DependencyFailures',
      'ReadThrottleEvents',
      'WriteThrottleEvents',
      'Reputation.BounceRate',
      'Reputation.ComplaintRate',
    ]) {
      expect(withMetric(name), name).toHaveLength(1);
    }
    // Every dead-letter queue: the jobs' shared one, the assistant's, the deliveries', and the subscription refresh's own.
    const depth = withMetric('ApproximateNumberOfMessagesVisible');
    expect(depth).toHaveLength(4);
    const queueRef = (q: { node: { defaultChild?: unknown } }) =>
      Object.entries(parameters).find(
        ([, v]) => JSON.stringify(v) === JSON.stringify({ 'Fn::GetAtt': [s.stack.getLogicalId(q.node.defaultChild as CfnElement), 'QueueName'] }),
      )?.[0];
    for (const q of [
      s.stack.jobDeadLetters!,
      s.stack.assistantQueue!.deadLetters,
      s.stack.deliveryQueue!.deadLetters,
      ...s.stack.ownJobDeadLetters.map((o) => o.queue),
    ]) {
      const param = queueRef(q);
      expect(param).toBeDefined();
      expect(depth.some((a) => JSON.stringify(a.Properties!.Dimensions) === JSON.stringify([{ Name: 'QueueName', Value: { Ref: param } }]))).toBe(true);
    }
    expect(withMetric('Reputation.BounceRate')[0].Properties!.Threshold).toBe(0.05);
    expect(withMetric('Reputation.ComplaintRate')[0].Properties!.Threshold).toBe(0.001);
  });

  it("counts webhook failures, reminders given up and dependency 503s from the functions' log group", () => {
    const filters = Object.values(nestedResources).filter((r) => r.Type === 'AWS::Logs::MetricFilter');
    expect(filters.map((f) => f.Properties!.FilterPattern).sort()).toEqual(
      Object.values(LOG_METRICS)
        .map((m) => m.pattern)
        .sort(),
    );
    const reminders = filters.find((f) => f.Properties!.FilterPattern === LOG_METRICS.reminderFailures.pattern)!;
    expect(reminders.Properties!.MetricTransformations).toEqual([{ MetricNamespace: 'Simplify', MetricName: 'ReminderFailures', MetricValue: '$.failed' }]);
  });

  it('has a dashboard with the same figures', () => {
    const [dashboard] = Object.values(nestedResources).filter((r) => r.Type === 'AWS::CloudWatch::Dashboard');
    expect(dashboard.Properties!.DashboardName).toBe('Test-operations');
    const body = JSON.stringify(dashboard.Properties!.DashboardBody);
    for (const name of [
      '5xx',
      'Errors',
      'Throttles',
      'ReminderFailures',
      'WebhookFailures',
      'DependencyFailures',
      'ApproximateNumberOfMessagesVisible',
      'ReadThrottleEvents',
      'Reputation.BounceRate',
      'Reputation.ComplaintRate',
    ]) {
      expect(body, name).toContain(name);
    }
  });

  it('keeps the monitoring stack inside CloudFormation limits: under 500 resources and 200 parameters (one per function)', () => {
    // The main stack's own limit is checked above (under 450); alarms add only the nested stack and the topic to it.
    expect(Object.keys(nestedResources).length).toBeLessThan(450);
    expect(Object.keys(nested.toJSON().Parameters ?? {}).length).toBeLessThan(180);
  });

  it('shares a role only between route functions whose rows grant the same', () => {
    const byRole = new Map<string, RouteRow[]>();
    for (const [key, fn] of s.stack.routeFunctions) {
      const role = s.resources[s.idOf(fn)].Properties!.Role['Fn::GetAtt'][0] as string;
      byRole.set(role, [...(byRole.get(role) ?? []), findRouteByKey(key)!]);
    }
    expect(byRole.size).toBeLessThan(s.stack.routeFunctions.size / 2);
    for (const rows of byRole.values()) {
      const grants = (r: RouteRow) => JSON.stringify([r.access === 'public' ? 'public' : 'signedIn', needsJwt(r), r.table, [...(r.uses ?? [])].sort()]);
      expect(new Set(rows.map(grants)).size).toBe(1);
    }
    // Jobs and workers keep roles of their own.
    for (const fn of [...s.stack.jobFunctions, ...s.stack.workerFunctions]) {
      const role = s.resources[s.idOf(fn)].Properties!.Role['Fn::GetAtt'][0];
      expect(byRole.has(role)).toBe(false);
    }
  });
});

describe('the stack with other route tables and settings', () => {
  const row = (method: RouteRow['method'], path: string, access: RouteRow['access'], table: RouteRow['table'], uses?: RouteRow['uses']): RouteRow => ({
    method,
    path,
    handler: 'system/health',
    access,
    table,
    uses,
  });
  const custom = {
    routes: [
      row('GET', '/api/open', 'public', 'none'),
      row('POST', '/api/mail', 'user', 'write', ['mail']),
      row('POST', '/api/stripe/webhook', 'public', 'read', ['stripe']),
      row('GET', '/api/admin/stats', 'admin', 'read'),
    ],
    jobs: [{ handler: 'system/health', everyMinutes: 5, table: 'write', uses: ['mail'] }] satisfies JobRow[],
    queueWorkers: [],
  };
  const s = synth(custom);
  const fn = (key: string) => s.stack.routeFunctions.get(key)!;

  it('grants each function only what its row says', () => {
    // A public row without the table reads only the origin-verify secret.
    expect(s.actionsOf(fn('GET /api/open')).filter((a) => !a.startsWith('secretsmanager:'))).toEqual([]);
    expect(s.statementsOf(fn('GET /api/open')).map((st) => st.Resource)).toEqual([
      { Ref: s.stack.getLogicalId(s.stack.node.findChild('OriginVerifySecret').node.defaultChild as CfnElement) },
    ]);
    expect(s.envOf(fn('GET /api/open'))).not.toHaveProperty('JWT_SECRET_ARN');

    const mail = s.statementsOf(fn('POST /api/mail'));
    const ses = mail.find((st) => [st.Action].flat().includes('ses:SendEmail'))!;
    expect(JSON.stringify(ses.Resource)).toContain('identity/no-reply@example.com');
    expect(JSON.stringify(ses.Resource)).toContain('identity/example.com');
    expect(s.actionsOf(fn('POST /api/mail'))).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'secretsmanager:GetSecretValue']));

    const stripe = s.envOf(fn('POST /api/stripe/webhook'));
    expect(Object.keys(stripe)).toEqual(expect.arrayContaining(['STRIPE_SECRET_ARN', 'STRIPE_WEBHOOK_SECRET_ARN']));
    expect(stripe).not.toHaveProperty('JWT_SECRET_ARN');
    expect(s.actionsOf(fn('POST /api/stripe/webhook'))).not.toContain('ses:SendEmail');
    expect(s.envOf(fn('GET /api/admin/stats'))).toHaveProperty('JWT_SECRET_ARN');
    expect(s.ofType('AWS::SecretsManager::Secret')).toHaveLength(4);
    // A read-only row (here the webhook) gets no write action, whatever else it uses.
    expect(s.actionsOf(fn('POST /api/stripe/webhook')).filter((a) => WRITE_ACTIONS.includes(a))).toEqual([]);
    expect(writesBeyondSessionTouch(s, fn('GET /api/admin/stats'))).toEqual([]);
  });

  it('runs each scheduled job from an EventBridge rate rule', () => {
    expect(s.stack.jobFunctions).toHaveLength(1);
    const job = s.stack.jobFunctions[0];
    s.template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [s.idOf(job), 'Arn'] } })],
    });
    expect(s.actionsOf(job)).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'ses:SendEmail']));
    expect(s.ofType('AWS::Lambda::Function')).toHaveLength(custom.routes.length + 1 + 1);
    expect(nagFindings(s.stack)).toEqual([]);
  });

  it('uploads the web build when it exists, passing cdk-nag with the deployment custom resource', () => {
    const webDist = mkdtempSync(join(tmpdir(), 'simplify-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Simplify</title>');
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'assets', 'index-3f2a1b.js'), 'export {};');
    const withWeb = synth({ webDist });
    // As `cdk deploy` with credentials: account and region become literals in asset ARNs.
    const withWebAndEnv = synth({ webDist, env: { account: '123456789012', region: 'eu-west-1' } });
    rmSync(webDist, { recursive: true, force: true });
    // Hashed assets cached for a year and never pruned; the pages revalidated, and deployed after the assets.
    const deployments = withWeb.ofType('Custom::CDKBucketDeployment');
    expect(deployments).toHaveLength(2);
    const [assetsId, assets] = deployments.find(([, d]) => d.Properties!.DestinationBucketKeyPrefix === 'assets/')!;
    const [, pages] = deployments.find(([id]) => id !== assetsId)!;
    expect(assets.Properties!).toMatchObject({ Prune: false, SystemMetadata: { 'cache-control': IMMUTABLE_CACHE } });
    expect(pages.Properties!).toMatchObject({ SystemMetadata: { 'cache-control': REVALIDATE_CACHE }, Exclude: ['assets/*'] });
    expect(pages.Properties!.DestinationBucketKeyPrefix).toBeUndefined();
    expect(pages.DependsOn).toContain(assetsId);
    const ours = [
      ...withWeb.stack.routeFunctions.values(),
      withWeb.stack.notFoundFunction,
      ...withWeb.stack.jobFunctions,
      ...withWeb.stack.workerFunctions,
    ].map(withWeb.idOf);
    const customResources = withWeb.ofType('AWS::Lambda::Function').filter(([id]) => !ours.includes(id));
    expect(customResources).toHaveLength(1);
    expect(nagFindings(withWeb.stack)).toEqual([]);
    expect(nagFindings(withWebAndEnv.stack)).toEqual([]);
    expect(Annotations.fromStack(withWeb.stack).findWarning('*', Match.stringLikeRegexp('build:web'))).toEqual([]);
  });

  it('uses the appUrl context value instead of the CloudFront URL when given', () => {
    const pinned = synth({ routes: custom.routes.slice(0, 1) }, { appUrl: 'https://app.example.org' });
    expect(pinned.envOf(pinned.stack.notFoundFunction).APP_URL).toBe('https://app.example.org');
  });

  it('gives only the assistant worker and the document upload (photos) the language model, and only when assistantModelId is set: its id and InvokeModel on that model', () => {
    const model = 'anthropic.claude-3-5-haiku-20241022-v1:0';
    const all = (x: ReturnType<typeof synth>) => [
      ...x.stack.routeFunctions.values(),
      x.stack.notFoundFunction,
      ...x.stack.jobFunctions,
      ...x.stack.workerFunctions,
    ];
    const withModel = synth({}, { assistantModelId: model });
    const [worker] = withModel.stack.workerFunctions;
    const upload = withModel.stack.routeFunctions.get('POST /api/family-members/{id}/documents')!;
    for (const fn of [worker, upload]) {
      expect(withModel.envOf(fn).ASSISTANT_MODEL_ID).toBe(model);
      const bedrock = withModel.statementsOf(fn).filter((st) => [st.Action].flat().some((a) => a.startsWith('bedrock:')));
      expect(bedrock).toHaveLength(1);
      expect(bedrock[0].Action).toBe('bedrock:InvokeModel');
      expect(bedrock[0].Resource).toEqual({
        'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':bedrock:', { Ref: 'AWS::Region' }, `::foundation-model/${model}`]],
      });
    }
    expect(withModel.resources[withModel.idOf(upload)].Properties!.Timeout).toBe(29);
    for (const other of all(withModel).filter((f) => f !== worker && f !== upload)) {
      expect(withModel.actionsOf(other).filter((a) => a.startsWith('bedrock:'))).toEqual([]);
      expect(withModel.envOf(other)).not.toHaveProperty('ASSISTANT_MODEL_ID');
    }
    // Ten messages a batch, each with up to 8 s of model time: the worker and the queue make room for it.
    const timeout = withModel.resources[withModel.idOf(worker)].Properties!.Timeout as number;
    expect(timeout).toBeGreaterThanOrEqual(120);
    withModel.template.hasResourceProperties('AWS::SQS::Queue', { QueueName: Match.absent(), VisibilityTimeout: 6 * timeout, RedrivePolicy: Match.anyValue() });
    expect(Object.keys(withModel.resources).length).toBeLessThan(400);
    expect(nagFindings(withModel.stack)).toEqual([]);

    const without = synth();
    for (const f of all(without)) {
      expect(without.actionsOf(f).filter((a) => a.startsWith('bedrock:'))).toEqual([]);
      expect(without.envOf(f)).not.toHaveProperty('ASSISTANT_MODEL_ID');
    }
    expect(without.resources[without.idOf(without.stack.workerFunctions[0])].Properties!.Timeout).toBe(30);
    expect(() => synth({}, { assistantModelId: 'us.anthropic.claude-3-5-haiku-20241022-v1:0' })).toThrow(/inference profile/);
    expect(() => synth({}, { assistantModelId: 'arn:aws:bedrock:*' })).toThrow(/foundation-model id/);
  });

  it('refuses to synthesise without a usable sender address', () => {
    expect(() => synth({}, { sesFromAddress: 'not-an-address' })).toThrow(/sesFromAddress/);
  });
});
