import { describe, expect, it } from 'vitest';
import { viewClassFor } from './viewClass';

describe('view class', () => {
  it('is desktop above 1220 px, tablet above 767 px, mobile otherwise', () => {
    expect(viewClassFor(1440)).toBe('desktop');
    expect(viewClassFor(1221)).toBe('desktop');
    expect(viewClassFor(1220)).toBe('tablet');
    expect(viewClassFor(768)).toBe('tablet');
    expect(viewClassFor(767)).toBe('mobile');
    expect(viewClassFor(375)).toBe('mobile');
  });
});
