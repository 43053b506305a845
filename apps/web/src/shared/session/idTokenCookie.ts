export const ID_TOKEN_COOKIE = 'id_token';

export function writeIdTokenCookie(token: string, expires: Date): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    `${ID_TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; expires=${expires.toUTCString()}` +
    `; SameSite=Strict${secure}`;
}

/** The cookie's value; undefined when it is absent (an expired cookie is absent too). */
export function readIdTokenCookie(cookies: string = document.cookie): string | undefined {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === ID_TOKEN_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function clearIdTokenCookie(): void {
  document.cookie = `${ID_TOKEN_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Strict`;
}
