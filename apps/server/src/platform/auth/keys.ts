import {
  createPrivateKey,
  createPublicKey,
  createSecretKey,
  generateKeyPair,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { promisify } from 'node:util';
import type { Config } from '../../config';
import type { Database } from '../../db/client';

export interface RsaKeys {
  /** Decrypts sign-in passwords. */
  privateKey: KeyObject;
  /** SPKI PEM handed to the browser. */
  publicKeyPem: string;
}

export interface AuthKeys {
  /**
   * The sign-in key pair. A promise: on a fresh database the pair is generated on libuv's thread
   * pool (~0.3 s of CPU on this machine) while the server goes on starting and listens; only the
   * public-key and token routes wait for it (issue 9, start to /healthz).
   */
  rsa: Promise<RsaKeys>;
  /** HS256 key of access tokens, imported once so verifying a token costs no key setup. */
  jwtKey: KeyObject;
}

const generateRsaPair = promisify(generateKeyPair);

/**
 * Reads a named secret, generating it on first use. `insert ... on conflict do nothing` then a read
 * back means that two processes starting together on one database end up with the same value.
 */
async function sharedSecret(
  database: Database,
  name: string,
  generate: () => string | Promise<string>,
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
    [name, await generate()],
  );
  const stored = await read();
  if (stored === undefined) throw new Error(`server_secret ${name} could not be stored`);
  return stored;
}

/** Environment values win; otherwise the keys are generated once and kept in server_secret. */
export async function loadAuthKeys(database: Database, config: Config): Promise<AuthKeys> {
  const jwtSecret =
    config.authJwtSecret ??
    (await sharedSecret(database, 'jwt_secret', () => randomBytes(32).toString('base64url')));
  const rsa = loadRsaKeys(database, config);
  // Awaited by the routes that need it; this keeps a failure from being an unhandled rejection
  // before the first of them runs (each of them still sees it).
  rsa.catch(() => {});
  return { rsa, jwtKey: createSecretKey(Buffer.from(jwtSecret, 'utf8')) };
}

async function loadRsaKeys(database: Database, config: Config): Promise<RsaKeys> {
  const rsaPem =
    config.authRsaPrivateKey ??
    (await sharedSecret(
      database,
      'rsa_private_key',
      async () =>
        (
          await generateRsaPair('rsa', {
            modulusLength: 2048,
            publicKeyEncoding: { type: 'spki', format: 'pem' },
            privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
          })
        ).privateKey,
    ));
  const privateKey = createPrivateKey(rsaPem);
  if (privateKey.asymmetricKeyType !== 'rsa')
    throw new Error('AUTH_RSA_PRIVATE_KEY must be an RSA key');
  return {
    privateKey,
    publicKeyPem: createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString(),
  };
}
