import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * argon2id with the OWASP (2024) minimum: m = 19 MiB, t = 2, p = 1. About 20-40 ms per hash on one
 * core, which bounds online guessing without making sign-in feel slow.
 */
export const ARGON2_OPTIONS: Options = {
  // Algorithm.Argon2id; the enum is a const enum that isolatedModules cannot import.
  algorithm: 2 as Algorithm,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password. For an unknown user pass `undefined`: one hash is still verified against a
 * dummy so that the answer time does not reveal whether the user name exists.
 */
export async function verifyPassword(
  storedHash: string | undefined,
  password: string,
): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}
