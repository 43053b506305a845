import { API } from '@dealer/contracts/platform';
import { textToBase64 } from '../browser/base64';
import { OAUTH_CLIENT_SECRET } from './apiConfig';

export function basicAuthorization(clientId: string, secret: string = OAUTH_CLIENT_SECRET): string {
  return `Basic ${textToBase64(`${clientId}:${secret}`)}`;
}

/** POST the OAuth token endpoint with a form-encoded grant (password or refresh_token). */
export function postTokenGrant(grant: Record<string, string>, clientId: string): Promise<Response> {
  return fetch(API.auth.token, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
      Authorization: basicAuthorization(clientId),
    },
    body: new URLSearchParams(grant).toString(),
    credentials: 'same-origin',
  });
}
