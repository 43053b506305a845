import { describe, expect, it } from 'vitest';
import { compareVersions } from './compareVersions';

describe('compareVersions', () => {
  it('compares each part as a number', () => {
    expect(compareVersions('0.0.10', '0.0.9')).toBeGreaterThan(0);
    expect(compareVersions('0.0.9', '0.0.10')).toBeLessThan(0);
    expect(compareVersions('1.0.0', '0.99.99')).toBeGreaterThan(0);
  });

  it('treats equal versions as equal', () => {
    expect(compareVersions('0.0.28', '0.0.28')).toBe(0);
  });

  it('counts missing parts as 0', () => {
    expect(compareVersions('1.2', '1.2.0')).toBe(0);
    expect(compareVersions('1.2', '1.2.1')).toBeLessThan(0);
    expect(compareVersions('0.1', '0.0.28')).toBeGreaterThan(0);
  });

  it('tolerates a leading v and odd parts', () => {
    expect(compareVersions('v0.0.29', '0.0.28')).toBeGreaterThan(0);
    expect(compareVersions('0.0.x', '0.0.0')).toBe(0);
  });
});
