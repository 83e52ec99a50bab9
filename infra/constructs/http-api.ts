import { Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpRoute, HttpRouteKey, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { RouteRow } from '../../functions/routes';

/** The HTTP API: one route per route-table row, access-logged and throttled on its `$default` stage. */
export class SimplifyApi extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;

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
      // Sized for a sandbox; raise with real traffic. Applies to every route of the stage.
      throttle: { rateLimit: 50, burstLimit: 100 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            time: '$context.requestTime',
            routeKey: '$context.routeKey',
            path: '$context.path',
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
    this.api.addRoutes({
      path: row.path,
      methods: [HttpMethod[row.method]],
      integration: new HttpLambdaIntegration(`${id}Integration`, fn),
    });
  }
}
