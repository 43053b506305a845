import {
  createPrivateKey,
  createPublicKey,
  createSecretKey,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import type { Config } from '../../config';
import type { Database } from '../../db/client';

export interface AuthKeys {
  /** RSA private key that decrypts sign-in passwords. */
  rsaPrivateKey: KeyObject;
  /** SPKI PEM handed to the browser. */
  rsaPublicKeyPem: string;
  /** HS256 key of access tokens, imported once so verifying a token costs no key setup. */
  jwtKey: KeyObject;
}

/**
 * Reads a named secret, generating it on first use. `insert ... on conflict do nothing` then a read
 * back means that two processes starting together on one database end up with the same value.
 */
async function sharedSecret(
  database: Database,
  name: string,
  generate: () => string,
): Promise<string> {
  const read = async () =>
    (
      await database.query<{ value: string }>('select value from server_secret where name = $1', [
        name,
      ])
    )[0]?.value;
  const existing = await read();
  if (existing !== undefined) return existing;
  await database.query(
    'insert into server_secret (name, value) values ($1, $2) on conflict (name) do nothing',
    [name, generate()],
  );
  const stored = await read();
  if (stored === undefined) throw new Error(`server_secret ${name} could not be stored`);
  return stored;
}

/** Environment values win; otherwise the keys are generated once and kept in server_secret. */
export async function loadAuthKeys(database: Database, config: Config): Promise<AuthKeys> {
  const rsaPem =
    config.authRsaPrivateKey ??
    (await sharedSecret(database, 'rsa_private_key', () =>
      generateKeyPairSync('rsa', { modulusLength: 2048 })
        .privateKey.export({ type: 'pkcs8', format: 'pem' })
        .toString(),
    ));
  const jwtSecret =
    config.authJwtSecret ??
    (await sharedSecret(database, 'jwt_secret', () => randomBytes(32).toString('base64url')));

  const rsaPrivateKey = createPrivateKey(rsaPem);
  if (rsaPrivateKey.asymmetricKeyType !== 'rsa')
    throw new Error('AUTH_RSA_PRIVATE_KEY must be an RSA key');
  const jwtKey = createSecretKey(Buffer.from(jwtSecret, 'utf8'));
  return {
    rsaPrivateKey,
    rsaPublicKeyPem: createPublicKey(rsaPrivateKey)
      .export({ type: 'spki', format: 'pem' })
      .toString(),
    jwtKey,
  };
}
