import { describe, expect, it } from 'vitest';
import { joinJsonArray, successWithJsonList } from './jsonBuffer';

describe('joinJsonArray', () => {
  it('writes what joining the texts as a string would, multi-byte characters included', () => {
    const items = ['{"name":"Siti Nurhaliza"}', '{"name":"Dwi Ārya ✓"}', '{"city":"東京 🚗"}'];
    const out = joinJsonArray('{"orders":', items, ',"total":3}');
    expect(out.toString('utf8')).toBe(`{"orders":[${items.join(',')}],"total":3}`);
    expect(out.length).toBe(Buffer.byteLength(`{"orders":[${items.join(',')}],"total":3}`));
    expect(JSON.parse(out.toString('utf8'))).toEqual({
      orders: items.map((item) => JSON.parse(item) as unknown),
      total: 3,
    });
  });

  it('writes an empty array and a single item without stray commas', () => {
    expect(joinJsonArray('', [], '').toString()).toBe('[]');
    expect(joinJsonArray('{"a":', ['1'], '}').toString()).toBe('{"a":[1]}');
  });
});

describe('successWithJsonList', () => {
  it('opens with the success envelope and names the list', () => {
    const out = successWithJsonList('testDriveUnits', ['{"id":1}', '{"id":2}'], ',"total":2}');
    expect(JSON.parse(out.toString('utf8'))).toEqual({
      acknowledge: 1,
      message: 'Success',
      testDriveUnits: [{ id: 1 }, { id: 2 }],
      total: 2,
    });
  });
});
