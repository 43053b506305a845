/**
 * What Chromium sends as Accept-Encoding. A user's answers above 1 KB go out compressed
 * (platform/compress.ts), so a bench that left this header out measured calls without the
 * compression every browser call pays for.
 */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** The headers of a signed-in console call with a JSON body, as the browser sends them. */
export function consoleHeaders(token: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    authorization: `Bearer ${token}`,
    'accept-encoding': BROWSER_ACCEPT_ENCODING,
  };
}
