import { API } from '@dealer/contracts/platform';

/**
 * The console's OAuth client, for the token endpoint's Basic header (spec 1 section 7). The
 * server announces it in the public-key answer (OAUTH_CLIENT_ID / OAUTH_CLIENT_SECRET), so the
 * build holds no secret and an operator may change it. It protects nothing: every browser is
 * given it (docs/auth.md).
 */
export interface ConsoleClient {
  id: string;
  secret: string;
}

let known: Promise<ConsoleClient> | null = null;

/** Sign-in read it with the public key: the refreshes of this page use it without asking again. */
export function rememberConsoleClient(client: ConsoleClient): void {
  known = Promise.resolve(client);
}

/** The token endpoint refused the client (the server's secret changed): ask again next time. */
export function forgetConsoleClient(): void {
  known = null;
}

/**
 * The client, from memory or, once per page (a reload forgets it), from the public-key answer.
 * A failure is not remembered: the next refresh asks again. Read without zod, which the first
 * page does not load.
 */
export function consoleClient(): Promise<ConsoleClient> {
  known ??= fetchConsoleClient().catch((error: unknown) => {
    known = null;
    throw error;
  });
  return known;
}

async function fetchConsoleClient(): Promise<ConsoleClient> {
  const reply = await fetch(API.auth.publicKey, { headers: { Accept: 'application/json' } });
  if (!reply.ok) throw new Error(`The console's client could not be read (HTTP ${reply.status})`);
  const body = (await reply.json()) as { clientId?: unknown; clientSecret?: unknown } | null;
  if (typeof body?.clientId !== 'string' || typeof body.clientSecret !== 'string') {
    throw new Error('The public-key answer names no console client');
  }
  return { id: body.clientId, secret: body.clientSecret };
}
