import { Duration, Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, type IRole } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { join } from 'node:path';
import type { TableUse } from '../../functions/routes';

export interface ApiFunctionProps {
  /** Handler module under `functions/`, without extension; it exports `handler`. */
  handler: string;
  /** Repository root: holds `functions/` and `package-lock.json`. */
  projectRoot: string;
  environment: Record<string, string>;
  /** Defaults to 10 s (API routes); queue workers take longer batches. */
  timeoutSeconds?: number;
  /**
   * The log group every function of the stack writes to (each function's streams carry its name): one
   * resource instead of one per function keeps the stack under CloudFormation's 500-resource limit.
   */
  logGroup: ILogGroup;
  /**
   * A role shared by functions whose grants are identical (same route-table access, table use and `uses`):
   * one role and one policy per kind of function instead of per function keeps the stack's resource count
   * down. Absent: the function gets its own role.
   */
  role?: IRole;
}

/**
 * Modules left out of the bundle and shipped beside it: pdf.js (1.6 MB, which unpdf imports only when a PDF is read) is
 * a third of the assistant worker's bundle, and parsing it cost every cold start ~35 ms for the few messages that carry
 * a document. The same list is the cold-start bench's (scripts/bench/cold-start.ts).
 */
export const LOADED_BESIDE = ['unpdf/pdfjs'] as const;

/** The shell command that puts pdf.js where `import('unpdf/pdfjs')` finds it, for a bundle that imports it. */
export const shipPdfJs = (inputDir: string, outputDir: string) => {
  const from = `${inputDir}/node_modules/unpdf`;
  const to = `${outputDir}/node_modules/unpdf`;
  return `if grep -q "unpdf/pdfjs" "${outputDir}/index.mjs"; then mkdir -p "${to}/dist" && cp "${from}/package.json" "${to}/" && cp "${from}/dist/pdfjs.mjs" "${to}/dist/"; fi`;
};

/** One handler module as one Lambda, with the project's defaults. */
export class ApiFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly handler: string;
  readonly logGroup: ILogGroup;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);
    this.handler = props.handler;
    this.logGroup = props.logGroup;
    this.fn = new NodejsFunction(this, 'Fn', {
      entry: join(props.projectRoot, 'functions', `${props.handler}.ts`),
      handler: 'handler',
      projectRoot: props.projectRoot,
      depsLockFilePath: join(props.projectRoot, 'package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(props.timeoutSeconds ?? 10),
      logGroup: this.logGroup,
      role: props.role,
      environment: props.environment,
      bundling: {
        format: OutputFormat.ESM,
        mainFields: ['module', 'main'],
        // ESM output still meets CommonJS dependencies that call require().
        banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
        minify: true,
        sourceMap: false,
        target: 'node22',
        // Bundle the AWS SDK v3: the versions pinned in package.json are what runs, and a
        // tree-shaken ESM bundle loads faster than the runtime's full CommonJS copy.
        bundleAwsSDK: true,
        externalModules: [...LOADED_BESIDE],
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (inputDir, outputDir) => [shipPdfJs(inputDir, outputDir)],
        },
      },
    });
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-L1',
      reason: 'Pinned to Node.js 22 (docs/decisions/0012); bundles target node22, so a runtime upgrade is a deliberate change.',
    });
  }

  /**
   * Sets TABLE_NAME and grants what the route table says: 'read' gets only read actions
   * (grantReadData: Get/BatchGet/Query/Scan/ConditionCheck/Describe), never a write. Every function gets the name, even
   * with 'none': functions/config.ts requires it, and the name alone grants nothing.
   */
  bindTable(table: ITable, use: TableUse) {
    this.fn.addEnvironment('TABLE_NAME', table.tableName);
    if (use === 'none') return;
    if (use === 'read') table.grantReadData(this.fn);
    else table.grantReadWriteData(this.fn);
    const tableId = Stack.of(this).getLogicalId(table.node.defaultChild as CfnElement);
    // On the function and on its role, which may be shared and live elsewhere in the tree.
    for (const scope of [this, this.fn.role as unknown as Construct]) {
      Validations.of(scope).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${tableId}.Arn>/index/*]`,
        reason: "index/* names only this table's GSIs (gsi1, gsi2), which access patterns Query; no other table is reachable.",
      });
    }
  }

  /**
   * What the wrapper's session check needs on a signed-in route, whatever the row's own table use: read
   * the caller's session and link sides (and the profile on admin routes), and slide the session by
   * writing its `lastUsedAt` and nothing else (an IAM condition on the attributes the update names).
   */
  allowSessionCheck(table: ITable, use: TableUse) {
    if (use === 'none') {
      this.fn.addToRolePolicy(new PolicyStatement({ actions: ['dynamodb:Query', 'dynamodb:GetItem'], resources: [table.tableArn] }));
    }
    if (use === 'write') return;
    this.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:UpdateItem'],
        resources: [table.tableArn],
        conditions: {
          'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['pk', 'sk', 'lastUsedAt'] },
          StringEqualsIfExists: { 'dynamodb:ReturnValues': ['NONE'] },
        },
      }),
    );
  }

  /** Grants read on a secret and passes its ARN (never its value) in `envName`. */
  bindSecret(envName: string, secret: ISecret) {
    secret.grantRead(this.fn);
    this.fn.addEnvironment(envName, secret.secretArn);
  }

  /** Allows sending from the configured address, whether SES verified the address or its domain. */
  allowSendingMail(fromAddress: string) {
    const stack = Stack.of(this);
    const identity = (name: string) => stack.formatArn({ service: 'ses', resource: 'identity', resourceName: name });
    this.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [identity(fromAddress), identity(fromAddress.split('@')[1])],
      }),
    );
  }
}
