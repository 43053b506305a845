import { API } from '@dealer/contracts';
import { CAMPAIGN_SERVICE_API } from '@dealer/contracts/campaign';
import type { AccessRule } from './access/access';
import type { ErrorSchemaName } from './docsAnswers';

/** The credentials the API takes, as OpenAPI security schemes. */
export const SECURITY_SCHEMES = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'Access token of a console user, from the token endpoint.',
  },
  consoleClient: {
    type: 'http',
    scheme: 'basic',
    description:
      'The console\u2019s OAuth client id and secret (OAUTH_CLIENT_ID, OAUTH_CLIENT_SECRET), on ' +
      'the token endpoint only. A browser\u2019s client secret protects nothing.',
  },
  serviceClient: {
    type: 'http',
    scheme: 'basic',
    description:
      'A machine client (the customer and salesman apps) by its id and secret from ' +
      'SERVICE_CLIENTS; a console token is refused here.',
  },
  smsProvider: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Receipt-Secret',
    description: 'The shared secret the SMS provider sends with its callbacks.',
  },
  vapid: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: 'VAPID signature of a push sender (demo mode\u2019s built-in push service).',
  },
} as const;
export type SecuritySchemeName = keyof typeof SECURITY_SCHEMES;

/** One failure a route's own credential check gives, and the body shapes it may carry. */
export interface OwnAnswer {
  description: string;
  bodies: ErrorSchemaName[];
}

/**
 * Public routes (no access-guard credential) that check one of their own in the handler, with
 * the answers that check gives where they differ from what is derived for a public route.
 */
export interface OwnCredential {
  scheme: SecuritySchemeName;
  answers: Record<number, OwnAnswer>;
  /** Derived statuses this route never gives (its handler answers those cases otherwise). */
  absent: number[];
}

const providerRefusal: OwnCredential = {
  scheme: 'smsProvider',
  answers: { 401: { description: 'X-Receipt-Secret is missing or wrong.', bodies: ['ErrorBody'] } },
  // An unknown message id or sender is acknowledged all the same; nothing unique is written.
  absent: [404, 409],
};

export const OWN_CREDENTIALS: Record<string, OwnCredential> = {
  // RFC 6749: the token endpoint keeps its own error shape (see platform/http/errors.ts).
  [`POST ${API.auth.token}`]: {
    scheme: 'consoleClient',
    answers: {
      400: {
        description:
          'Bad request, unknown grant, wrong user name or password, or locked for a while.',
        bodies: ['TokenError'],
      },
      401: {
        description: 'The client id or secret (HTTP Basic) is missing or wrong.',
        bodies: ['TokenError'],
      },
    },
    // An unknown user or refresh token is `invalid_grant` (400).
    absent: [404, 409],
  },
  [`POST ${CAMPAIGN_SERVICE_API.smsReceipt}`]: providerRefusal,
  [`POST ${CAMPAIGN_SERVICE_API.smsInbound}`]: providerRefusal,
  // Answers as push services do; the NUL guard's 400 comes before it, in the envelope.
  [`POST ${CAMPAIGN_SERVICE_API.demoPushSink}`]: {
    scheme: 'vapid',
    answers: {
      400: {
        description: 'Bad input, or a payload that is not aes128gcm or does not decrypt.',
        bodies: ['ErrorBody', 'PushRefusal'],
      },
      401: { description: 'No VAPID authorization.', bodies: ['PushRefusal'] },
      403: { description: 'A VAPID signature not by the demo key.', bodies: ['PushRefusal'] },
    },
    // Every message is kept under a new id, whatever the token names.
    absent: [404, 409],
  },
};

export const ownCredentialOf = (method: string, url: string): OwnCredential | undefined =>
  OWN_CREDENTIALS[`${method} ${url}`];

/** The operation's `security`, from its access declaration: [] says "no credential". */
export function securityOf(
  access: AccessRule | undefined,
  own: OwnCredential | undefined,
): Record<string, string[]>[] {
  if (access === 'service') return [{ serviceClient: [] }];
  if (access !== undefined && access !== 'public') return [{ bearer: [] }];
  return own ? [{ [own.scheme]: [] }] : [];
}
