import { describe, expect, it } from 'vitest';
import { POSTGRES_SEMI_SPACE_MB, semiSpaceAdvice, serverNodeOptions } from './heapTuning';

const flag = `--max-semi-space-size=${POSTGRES_SEMI_SPACE_MB}`;
const url = 'postgres://db/app';

describe('serverNodeOptions', () => {
  it('adds the young generation size for a server on PostgreSQL', () => {
    expect(serverNodeOptions({ DATABASE_URL: url })).toBe(flag);
    expect(serverNodeOptions({ DATABASE_URL: url, NODE_OPTIONS: '--enable-source-maps' })).toBe(
      `--enable-source-maps ${flag}`,
    );
  });

  it("keeps the operator's own size", () => {
    const own = '--max-semi-space-size=32';
    expect(serverNodeOptions({ DATABASE_URL: url, NODE_OPTIONS: own })).toBe(own);
  });

  it('leaves the embedded database alone (its idle RSS budget)', () => {
    expect(serverNodeOptions({ DATABASE_URL: '' })).toBeUndefined();
    expect(serverNodeOptions({ NODE_OPTIONS: '--enable-source-maps' })).toBe(
      '--enable-source-maps',
    );
  });
});

describe('semiSpaceAdvice', () => {
  it('tells a server on PostgreSQL started without the size what to set', () => {
    expect(semiSpaceAdvice(url, [], undefined)).toContain(`NODE_OPTIONS=${flag}`);
  });

  it('says nothing when the size is set, on the command line or in NODE_OPTIONS', () => {
    expect(semiSpaceAdvice(url, [flag], undefined)).toBeUndefined();
    expect(semiSpaceAdvice(url, [], `--trace-warnings ${flag}`)).toBeUndefined();
  });

  it('says nothing on the embedded database', () => {
    expect(semiSpaceAdvice(undefined, [], undefined)).toBeUndefined();
  });
});
