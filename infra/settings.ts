import { Annotations, type Stack } from 'aws-cdk-lib';

/** The deploy-time settings read from the CDK context (cdk.json, `-c key=value`), checked before anything is built. */
export interface StackSettings {
  /** A context value, trimmed; '' when absent. */
  context: (key: string) => string;
  sesFromAddress: string;
  /** The From header of every email. */
  mailFrom: string;
  /** The assistant's Bedrock foundation model, or '' for the built-in engine. */
  assistantModelId: string;
}

export function readSettings(stack: Stack): StackSettings {
  const context = (key: string) => String(stack.node.tryGetContext(key) ?? '').trim();
  const sesFromAddress = context('sesFromAddress');
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(sesFromAddress)) {
    throw new Error(`Context sesFromAddress must be an email address SES may send from (got "${sesFromAddress}").`);
  }
  if (sesFromAddress.endsWith('@example.com')) {
    Annotations.of(stack).addWarningV2(
      'simplify:placeholder-sender',
      'sesFromAddress is the cdk.json placeholder: deploy with -c sesFromAddress=<an SES-verified address>.',
    );
  }

  // The assistant's language model (Bedrock): absent = the built-in engine. A foundation-model id only,
  // so the IAM grant names that one model (cross-region inference profiles would need more ARNs).
  const assistantModelId = context('assistantModelId');
  if (assistantModelId && !/^[a-z0-9-]+\.[A-Za-z0-9._:-]{1,190}$/.test(assistantModelId)) {
    throw new Error(
      `Context assistantModelId must be a Bedrock foundation-model id such as anthropic.claude-3-5-haiku-20241022-v1:0 (got "${assistantModelId}").`,
    );
  }
  if (/^(?:us|eu|apac|us-gov|global|jp|au|ca)\./.test(assistantModelId)) {
    throw new Error(`Context assistantModelId "${assistantModelId}" is an inference profile; use the foundation-model id (the grant covers that model only).`);
  }
  return { context, sesFromAddress, mailFrom: `Simplify <${sesFromAddress}>`, assistantModelId };
}
