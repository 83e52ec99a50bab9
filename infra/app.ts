import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { SimplifyStack } from './stack';

const app = new App();
new SimplifyStack(app, 'Simplify', {
  description: 'Simplify: family assistant (web, HTTP API, Lambdas, DynamoDB)',
  // Env-agnostic unless the CLI found credentials: synth works offline and nothing is looked up.
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
});
// cdk-nag 3 is a validation plugin (no longer an Aspect): unacknowledged findings fail synth.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
