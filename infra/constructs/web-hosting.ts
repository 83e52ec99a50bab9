import { Annotations, BOOTSTRAP_QUALIFIER_CONTEXT, DefaultStackSynthesizer, Duration, Stack, Token, Validations, type CfnElement } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_SECURITY_POLICY, PRERENDERED_PAGES } from '../../shared/first-paint';

export { CONTENT_SECURITY_POLICY };

/** Vite's content-hashed files: a new build gets new names, so a browser may keep them for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** index.html, the prerendered pages and the favicon: revalidated on every visit, so a deploy shows at once. */
export const REVALIDATE_CACHE = 'no-cache';

// Client-side routes have no file extension; assets do. The public screens prerendered at build time
// (shared/first-paint.ts) get their own page; every other route index.html. Only the default behaviour
// runs this, so /api/* 404s reach the browser unchanged (distribution-wide errorResponses would rewrite them).
const SPA_FALLBACK = `var PRERENDERED = ${JSON.stringify(PRERENDERED_PAGES)};
function handler(event) {
  var request = event.request;
  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) request.uri = PRERENDERED[request.uri] || '/index.html';
  return request;
}`;

export interface WebHostingProps {
  /** Host name of the HTTP API, served under /api/*. */
  apiDomainName: string;
  /** The built SPA (web/dist); uploaded only when it exists. */
  webDist: string;
  /** A header CloudFront adds to every API request, whose value only CloudFront and the Lambdas know. */
  originVerify: { header: string; value: string };
}

/** The React build in a private bucket behind CloudFront, with the API on the same origin. */
export class WebHosting extends Construct {
  readonly distribution: Distribution;
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: WebHostingProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
    });
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'Holds only the public SPA build, read solely by CloudFront through OAC; API requests are access-logged at API Gateway.',
    });

    const headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Simplify web: CSP without inline scripts (one hashed), HSTS, nosniff, DENY framing',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: CONTENT_SECURITY_POLICY, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      },
    });

    const spaFallback = new CloudFrontFunction(this, 'SpaFallback', {
      comment: 'Serve index.html for client-side routes',
      code: FunctionCode.fromInline(SPA_FALLBACK),
      runtime: FunctionRuntime.JS_2_0,
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Simplify web app and API',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        // CACHING_OPTIMIZED keys on Accept-Encoding (gzip and Brotli); compress makes CloudFront compress.
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        compress: true,
        responseHeadersPolicy: headers,
        functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(props.apiDomainName, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [OriginSslPolicy.TLS_V1_2],
            // Replaces any header of that name from the viewer; the wrapper refuses requests without it.
            customHeaders: { [props.originVerify.header]: props.originVerify.value },
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          // With caching disabled this policy may forward Authorization; API Gateway needs its own Host.
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        },
      },
    });
    const ack = (id: string, reason: string) => Validations.of(this.distribution).acknowledge({ id, reason });
    ack('AwsSolutions-CFR1', 'Families use the product from any country; there is no market to geo-restrict to.');
    ack('AwsSolutions-CFR2', 'No WAF yet: API Gateway stage throttling and per-address limits in the handlers cover abuse; add WAF with a custom domain.');
    ack(
      'AwsSolutions-CFR3',
      'Standard logs need an ACL-enabled log bucket; API traffic is already access-logged at API Gateway and Lambda logs every request.',
    );
    ack(
      'AwsSolutions-CFR4',
      'Uses the default *.cloudfront.net certificate (TLS policy not selectable) until a custom domain with an ACM certificate is configured.',
    );

    if (existsSync(props.webDist)) {
      // Two uploads, as each sets one Cache-Control on its objects. The hashed assets go first and are
      // never pruned, so a page still open from the previous deploy can load its chunks; then the pages.
      const assetsDir = join(props.webDist, 'assets');
      const assets = existsSync(assetsDir)
        ? new BucketDeployment(this, 'DeployAssets', {
            sources: [Source.asset(assetsDir)],
            destinationBucket: this.bucket,
            destinationKeyPrefix: 'assets/',
            prune: false,
            cacheControl: [CacheControl.fromString(IMMUTABLE_CACHE)],
            memoryLimit: 512,
          })
        : undefined;
      const deployment = new BucketDeployment(this, 'Deploy', {
        sources: [Source.asset(props.webDist, { exclude: ['assets', 'assets/**', '.vite', '.vite/**'] })],
        destinationBucket: this.bucket,
        // Kept out of this upload's pruning as well as its sources.
        exclude: ['assets/*'],
        cacheControl: [CacheControl.fromString(REVALIDATE_CACHE)],
        distribution: this.distribution,
        distributionPaths: ['/*'],
        memoryLimit: 512,
      });
      if (assets) deployment.node.addDependency(assets);
      this.acknowledgeDeploymentHandler(deployment);
    } else {
      Annotations.of(this).addWarningV2(
        'simplify:web-not-built',
        `${props.webDist} does not exist: run \`npm run build:web\` before deploy, or the site will be empty.`,
      );
    }
  }

  /** BucketDeployment's handler is written and permissioned by aws-cdk-lib, not by this project. */
  private acknowledgeDeploymentHandler(deployment: BucketDeployment) {
    const stack = Stack.of(this);
    const bucketId = stack.getLogicalId(this.bucket.node.defaultChild as CfnElement);
    const reason =
      'aws-cdk-lib BucketDeployment handler, run only during deploy: the library grants it S3 wildcards on the CDK asset bucket and the web bucket, and CloudFront invalidation on *.';
    // The asset bucket's name carries the account and region literally once they are known.
    const known = (value: string, pseudo: string) => (Token.isUnresolved(value) ? `<${pseudo}>` : value);
    const qualifier = this.node.tryGetContext(BOOTSTRAP_QUALIFIER_CONTEXT) ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER;
    const assetBucket = `cdk-${qualifier}-assets-${known(stack.account, 'AWS::AccountId')}-${known(stack.region, 'AWS::Region')}`;
    const findings = [
      'Action::s3:GetBucket*',
      'Action::s3:GetObject*',
      'Action::s3:List*',
      'Action::s3:Abort*',
      'Action::s3:DeleteObject*',
      `Resource::<${bucketId}.Arn>/*`,
      `Resource::arn:<AWS::Partition>:s3:::${assetBucket}/*`,
      'Resource::*',
    ];
    for (const finding of findings) Validations.of(deployment.handlerRole).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
    const handler = stack.node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (handler) Validations.of(handler).acknowledge({ id: 'AwsSolutions-L1', reason });
  }

  get url(): string {
    return `https://${this.distribution.distributionDomainName}`;
  }
}
