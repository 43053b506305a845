function parts(version: string): number[] {
  return version
    .trim()
    .replace(/^v/i, '')
    .split('.')
    .map((part) => Number.parseInt(part, 10) || 0);
}

/**
 * Dotted version compare: negative when a < b, 0 when equal, positive when a > b. Parts compare
 * as numbers ('0.0.10' > '0.0.9'); missing parts count as 0 ('1.2' equals '1.2.0').
 */
export function compareVersions(a: string, b: string): number {
  const left = parts(a);
  const right = parts(b);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}
