import { RemovalPolicy, Validations, type Stack } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { ORIGIN_VERIFY_HEADER } from '../../functions/config';
import { Once } from './once';

/** Secrets are not rotated by Secrets Manager: each says why and how it is rotated instead. */
function noRotation(secret: Secret, reason: string) {
  Validations.of(secret).acknowledge({ id: 'AwsSolutions-SMG4', reason });
}

/**
 * The stack's secrets, children of the stack itself (their construct paths, hence logical ids, stay
 * `JwtSecret`, `StripeSecretKey`, …). None ever holds a known value: each starts random.
 */
export class StackSecrets {
  readonly jwt: Secret;
  /** Only CloudFront sends this value (an origin header), so the API answers only through CloudFront. */
  readonly originVerify: Secret;

  constructor(private readonly stack: Stack) {
    this.jwt = new Secret(stack, 'JwtSecret', {
      description: 'Simplify: key that signs session JWTs',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    noRotation(this.jwt, 'Rotating the signing key signs every family out; rotate by hand (new value, then redeploy) when it may have leaked.');

    this.originVerify = new Secret(stack, 'OriginVerifySecret', {
      description: `Simplify: the ${ORIGIN_VERIFY_HEADER} header value CloudFront adds to API requests`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    noRotation(this.originVerify, 'CloudFront reads the value at deploy time: rotate by putting a new value, then redeploying (requests fail in between).');
  }

  /** A secret issued by someone else (Stripe, Meta): random until the real value is put by hand, kept on stack deletion. */
  private generated(id: string, description: string, reason: string) {
    const secret = new Secret(this.stack, id, {
      description,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    noRotation(secret, reason);
    return secret;
  }

  // Created only once a row uses Stripe. Each starts as a random placeholder (not sk_/whsec_), which the
  // functions refuse with 503 and an alarmed error line until the real values are put by hand (docs/deploy.md).
  readonly stripe = new Once(() => {
    const reason = 'Issued by Stripe: rotate in the Stripe dashboard, then put the new value here.';
    return {
      key: this.generated('StripeSecretKey', 'Simplify: Stripe secret API key (sk_... or rk_...); starts as a random placeholder', reason),
      webhook: this.generated('StripeWebhookSecret', 'Simplify: Stripe webhook signing secret (whsec_...); starts as a random placeholder', reason),
    };
  });

  // WhatsApp Cloud API secrets, created once a row uses them: the verify token is ours (paste it into Meta's
  // webhook settings); the app secret and the access token come from Meta and replace the random ones after
  // the first deploy (docs/deploy.md). Until then signatures fail (401) and sends are refused: closed, not open.
  readonly whatsapp = new Once(() => ({
    appSecret: this.generated(
      'WhatsAppAppSecret',
      'Simplify: WhatsApp app secret (Meta app settings; signs webhook deliveries)',
      'Issued by Meta (app secret): reset it in the Meta app dashboard, then put the new value here.',
    ),
    verifyToken: this.generated(
      'WhatsAppVerifyToken',
      'Simplify: WhatsApp webhook verify token (entered in Meta webhook settings)',
      'Only used when Meta verifies the webhook URL; change it together with the Meta webhook settings.',
    ),
    accessToken: this.generated(
      'WhatsAppAccessToken',
      'Simplify: WhatsApp Cloud API access token (system user token)',
      'Issued by Meta (system user token): regenerate it in Meta Business settings, then put the new value here.',
    ),
  }));
}
