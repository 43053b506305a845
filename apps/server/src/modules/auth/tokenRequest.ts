import { ZTokenRequest, type TokenRequest } from '@dealer/contracts';
import { TokenError } from '../../platform/http/errors';

const GRANTS = ['password', 'refresh_token'];

/** Validates the form body with RFC 6749 error codes and a description naming the field. */
export function parseTokenRequest(body: unknown): TokenRequest {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const grant = fields.grant_type;
  if (grant === undefined || grant === '') {
    throw new TokenError(400, 'invalid_request', 'grant_type is required');
  }
  if (typeof grant !== 'string' || !GRANTS.includes(grant)) {
    throw new TokenError(
      400,
      'unsupported_grant_type',
      `grant_type ${JSON.stringify(grant)} is not supported; use password or refresh_token`,
    );
  }
  const parsed = ZTokenRequest.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') || 'body';
  const value = fields[field];
  const description =
    value === undefined || value === '' ? `${field} is required` : `${field}: ${issue?.message}`;
  throw new TokenError(400, 'invalid_request', description);
}
