import { Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { Use } from '../../functions/routes';
import type { ApiFunction } from './api-function';
import type { Messaging } from './messaging';
import type { Once } from './once';
import type { StackSecrets } from './secrets';

/** What a capability may reach when it grants a function access. */
export interface UseContext {
  stack: Stack;
  /** A cdk.json / `-c` context value, trimmed; '' when absent. */
  context: (key: string) => string;
  sesFromAddress: string;
  /** The Bedrock foundation model, or '' for the built-in engine. */
  assistantModelId: string;
  secrets: StackSecrets;
  messaging: Messaging;
  documentsBucket: Once<Bucket>;
}

const whatsappPhoneNumber = (fn: ApiFunction, ctx: UseContext) =>
  fn.fn.addEnvironment('WHATSAPP_PHONE_NUMBER_ID', ctx.context('whatsappPhoneNumberId') || '100000000000001');

/**
 * Each `Use` of the route table (functions/routes.ts): the environment variables and grants it gives a
 * function, in one place, so a new capability is one entry. Entries apply in this order, which is the
 * order of the statements in a (possibly shared) role's policy: append new entries at the end.
 */
export const USES: Record<Use, (fn: ApiFunction, ctx: UseContext) => void> = {
  jwt: (fn, ctx) => fn.bindSecret('JWT_SECRET_ARN', ctx.secrets.jwt),
  mail: (fn, ctx) => fn.allowSendingMail(ctx.sesFromAddress),
  stripe: (fn, ctx) => {
    fn.bindSecret('STRIPE_SECRET_ARN', ctx.secrets.stripe.get().key);
    fn.bindSecret('STRIPE_WEBHOOK_SECRET_ARN', ctx.secrets.stripe.get().webhook);
  },
  whatsappAppSecret: (fn, ctx) => {
    whatsappPhoneNumber(fn, ctx);
    fn.bindSecret('WHATSAPP_APP_SECRET_ARN', ctx.secrets.whatsapp.get().appSecret);
  },
  whatsappVerifyToken: (fn, ctx) => fn.bindSecret('WHATSAPP_VERIFY_TOKEN_ARN', ctx.secrets.whatsapp.get().verifyToken),
  whatsappSend: (fn, ctx) => {
    whatsappPhoneNumber(fn, ctx);
    fn.bindSecret('WHATSAPP_ACCESS_TOKEN_ARN', ctx.secrets.whatsapp.get().accessToken);
    for (const [env, key] of [
      ['WHATSAPP_API_URL', 'whatsappApiUrl'],
      ['ASSISTANT_DAILY_LIMITS', 'assistantDailyLimits'],
      ['WHATSAPP_DAILY_TEMPLATE', 'whatsappDailyTemplate'],
      ['WHATSAPP_TEMPLATE_LANGUAGE', 'whatsappTemplateLanguage'],
      ['WHATSAPP_TEMPLATE_LANGUAGE_AR', 'whatsappTemplateLanguageAr'],
    ]) {
      if (ctx.context(key)) fn.fn.addEnvironment(env, ctx.context(key));
    }
  },
  assistantModel: (fn, ctx) => {
    if (!ctx.assistantModelId) return;
    fn.fn.addEnvironment('ASSISTANT_MODEL_ID', ctx.assistantModelId);
    // Converse is authorised by bedrock:InvokeModel; on this one model's ARN in the stack's region only.
    fn.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['bedrock:InvokeModel'],
        resources: [ctx.stack.formatArn({ service: 'bedrock', account: '', resource: 'foundation-model', resourceName: ctx.assistantModelId })],
      }),
    );
  },
  documents: (fn, ctx) => {
    // Write and delete files under users/ only; list (account deletion) only that prefix. Nothing reads them back.
    const bucket = ctx.documentsBucket.get();
    fn.fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:PutObject', 's3:DeleteObject'], resources: [bucket.arnForObjects('users/*')] }));
    // On the function and on its role, which may be shared and live elsewhere in the tree.
    for (const scope of [fn, fn.fn.role as unknown as Construct]) {
      Validations.of(scope).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${Stack.of(ctx.stack).getLogicalId(bucket.node.defaultChild as CfnElement)}.Arn>/users/*]`,
        reason:
          'Object keys hold account and document ids (users/<account>/documents/<id>); users/* is only the documents bucket, put and delete only, never read.',
      });
    }
    fn.fn.addToRolePolicy(
      new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn], conditions: { StringLike: { 's3:prefix': ['users/*'] } } }),
    );
    fn.fn.addEnvironment('DOCUMENTS_BUCKET', bucket.bucketName);
  },
  deliveryQueue: (fn, ctx) => {
    const { queue } = ctx.messaging.deliveries.get();
    queue.grantSendMessages(fn.fn);
    fn.fn.addEnvironment('DELIVERY_QUEUE_URL', queue.queueUrl);
  },
  assistantQueue: (fn, ctx) => {
    const { queue } = ctx.messaging.assistant.get();
    queue.grantSendMessages(fn.fn);
    fn.fn.addEnvironment('ASSISTANT_QUEUE_URL', queue.queueUrl);
  },
};

/** Applies every use in `uses`, in the table's order (not the row's). */
export function applyUses(fn: ApiFunction, uses: ReadonlySet<Use>, ctx: UseContext) {
  for (const [use, apply] of Object.entries(USES) as [Use, (typeof USES)[Use]][]) if (uses.has(use)) apply(fn, ctx);
}
