import { API, type Metadata } from '@dealer/contracts/platform';

/**
 * The reply's `version` when it has the contract's shape (ZMetadata), else null. Checked by hand
 * because this runs on every first page, the sign-in page included, which stays without zod.
 */
function versionOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { version } = body as Partial<Record<keyof Metadata, unknown>>;
  return typeof version === 'string' ? version : null;
}

/** The version the server now ships, from {site root}/metadata.json, bypassing every cache. */
export async function fetchLatestVersion(): Promise<string | null> {
  try {
    const reply = await fetch(API.metadata, { cache: 'no-store' });
    if (!reply.ok) return null;
    return versionOf(await reply.json());
  } catch {
    return null;
  }
}
