import { Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  CfnStage,
  HttpApi,
  HttpIntegrationType,
  HttpMethod,
  HttpRoute,
  HttpRouteIntegration,
  type HttpRouteIntegrationConfig,
  HttpRouteKey,
  HttpStage,
  IntegrationCredentials,
  LogGroupLogDestination,
  PayloadFormatVersion,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { RouteRow } from '../../functions/routes';

/** Requests per second (steady, burst) for the whole stage, and for each sign-in route on its own. */
export const STAGE_THROTTLE = { rateLimit: 50, burstLimit: 100 };
export const AUTH_ROUTE_THROTTLE = { rateLimit: 10, burstLimit: 20 };
const isAuthRoute = (row: RouteRow) => row.path.startsWith('/api/auth/');
/** Functions per invoke role: each role's policy names its functions' ARNs and must stay under IAM's 10,240-character limit. */
const FUNCTIONS_PER_INVOKE_ROLE = 40;

/**
 * A Lambda proxy integration that API Gateway calls with a role instead of a permission on each function:
 * one role (and policy) per 40 routes rather than one `AWS::Lambda::Permission` per route, which keeps the
 * stack well under CloudFormation's 500 resources as routes are added.
 */
class InvokeWithRole extends HttpRouteIntegration {
  constructor(
    id: string,
    private readonly fn: IFunction,
    private readonly role: Role,
  ) {
    super(id);
  }
  bind(): HttpRouteIntegrationConfig {
    return {
      type: HttpIntegrationType.AWS_PROXY,
      uri: this.fn.functionArn,
      payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
      credentials: IntegrationCredentials.fromRole(this.role),
    };
  }
}

/** The HTTP API: one route per route-table row, access-logged and throttled on its `$default` stage. */
export class SimplifyApi extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  /** RouteSettings is untyped JSON in CloudFormation's schema, so the keys are written as CloudFormation spells them. */
  private readonly routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
  private readonly invokeRoles: { role: Role; count: number }[] = [];

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.api = new HttpApi(this, 'Api', {
      description: 'Simplify API: one route and one Lambda per row of functions/routes.ts',
      // The stage is declared below because HttpApiProps has no access-log option for the default stage.
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.ONE_MONTH });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      // Sized for a sandbox; raise with real traffic. Applies to every route of the stage
      // (the sign-in routes get a lower limit of their own, see addRoute).
      throttle: STAGE_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            time: '$context.requestTime',
            // The route key, never the raw path: paths can carry secrets (calendar feed, invitation tokens).
            routeKey: '$context.routeKey',
            status: '$context.status',
            bytes: '$context.responseLength',
            latencyMs: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        "Authorisation happens in each Lambda: the shared wrapper (functions/http.ts) reads the route table's access column and checks the bearer JWT plus the server-side session; public routes (health, sign-in, webhooks) must stay open.",
    });
  }

  /** The API's host name, for origins that must not depend on the stage or the routes. */
  get domainName(): string {
    const stack = Stack.of(this);
    return `${this.api.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
  }

  /** Answers every request that matches no row. */
  setNotFound(fn: IFunction) {
    new HttpRoute(this, 'NotFoundRoute', {
      httpApi: this.api,
      routeKey: HttpRouteKey.DEFAULT,
      integration: this.integration('NotFoundIntegration', fn),
    });
  }

  /** API Gateway may invoke exactly the functions routed to, through the role of the current group. */
  private integration(id: string, fn: IFunction) {
    let last = this.invokeRoles.at(-1);
    if (!last || last.count === FUNCTIONS_PER_INVOKE_ROLE) {
      last = {
        role: new Role(this, `InvokeRole${this.invokeRoles.length + 1}`, {
          assumedBy: new ServicePrincipal('apigateway.amazonaws.com'),
          description: 'Simplify: API Gateway invokes the route functions with this role',
        }),
        count: 0,
      };
      this.invokeRoles.push(last);
    }
    last.count++;
    last.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [fn.functionArn] }));
    return new InvokeWithRole(id, fn, last.role);
  }

  addRoute(id: string, row: RouteRow, fn: IFunction) {
    const [route] = this.api.addRoutes({
      path: row.path,
      methods: [HttpMethod[row.method]],
      integration: this.integration(`${id}Integration`, fn),
    });
    if (isAuthRoute(row)) {
      // Password guessing and mail flooding go through these: a lower ceiling than the rest of the API.
      this.routeSettings[`${row.method} ${row.path}`] = {
        ThrottlingRateLimit: AUTH_ROUTE_THROTTLE.rateLimit,
        ThrottlingBurstLimit: AUTH_ROUTE_THROTTLE.burstLimit,
      };
      (this.stage.node.defaultChild as CfnStage).routeSettings = { ...this.routeSettings };
      // A stage's route settings may name only routes that already exist.
      this.stage.node.addDependency(route);
    }
  }
}
