import { API, ZMetadata } from '@dealer/contracts/platform';

/** The version the server now ships, from {site root}/metadata.json, bypassing every cache. */
export async function fetchLatestVersion(): Promise<string | null> {
  try {
    const reply = await fetch(API.metadata, { cache: 'no-store' });
    if (!reply.ok) return null;
    const parsed = ZMetadata.safeParse(await reply.json());
    return parsed.success ? parsed.data.version : null;
  } catch {
    return null;
  }
}
