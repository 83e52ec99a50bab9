import { Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { CfnStage, HttpApi, HttpMethod, HttpRoute, HttpRouteKey, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { RouteRow } from '../../functions/routes';

/** Requests per second (steady, burst) for the whole stage, and for each sign-in route on its own. */
export const STAGE_THROTTLE = { rateLimit: 50, burstLimit: 100 };
export const AUTH_ROUTE_THROTTLE = { rateLimit: 10, burstLimit: 20 };
const isAuthRoute = (row: RouteRow) => row.path.startsWith('/api/auth/');

/** The HTTP API: one route per route-table row, access-logged and throttled on its `$default` stage. */
export class SimplifyApi extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  /** RouteSettings is untyped JSON in CloudFormation's schema, so the keys are written as CloudFormation spells them. */
  private readonly routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};

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
      integration: new HttpLambdaIntegration('NotFoundIntegration', fn),
    });
  }

  addRoute(id: string, row: RouteRow, fn: IFunction) {
    const [route] = this.api.addRoutes({
      path: row.path,
      methods: [HttpMethod[row.method]],
      integration: new HttpLambdaIntegration(`${id}Integration`, fn),
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
