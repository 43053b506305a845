import { API } from '@dealer/contracts/platform';
import { textToBase64 } from '../browser/base64';
import type { ConsoleClient } from './consoleClient';

export function basicAuthorization(client: ConsoleClient): string {
  return `Basic ${textToBase64(`${client.id}:${client.secret}`)}`;
}

/** POST the OAuth token endpoint with a form-encoded grant (password or refresh_token). */
export function postTokenGrant(
  grant: Record<string, string>,
  client: ConsoleClient,
): Promise<Response> {
  return fetch(API.auth.token, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
      Authorization: basicAuthorization(client),
    },
    body: new URLSearchParams(grant).toString(),
    credentials: 'same-origin',
  });
}
