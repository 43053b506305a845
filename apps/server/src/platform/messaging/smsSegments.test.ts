import { describe, expect, it } from 'vitest';
import { smsSegments } from './smsSegments';

describe('the SMS segment count', () => {
  it('fits 160 GSM-7 characters in one message and needs two for 161', () => {
    expect(smsSegments('a'.repeat(160))).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    expect(smsSegments('a'.repeat(161))).toEqual({
      encoding: 'GSM-7',
      characters: 161,
      units: 161,
      unitsPerSegment: 153,
      segments: 2,
    });
    expect(smsSegments('a'.repeat(306)).segments).toBe(2);
    expect(smsSegments('a'.repeat(307)).segments).toBe(3);
  });

  it('counts an extension character as two septets and never splits one between parts', () => {
    expect(smsSegments('€'.repeat(80))).toMatchObject({ units: 160, segments: 1 });
    expect(smsSegments('€'.repeat(81))).toMatchObject({ units: 162, segments: 2 });
    // 152 septets, then a two-septet euro that would straddle the part's end: it opens part two.
    expect(smsSegments(`${'a'.repeat(152)}€${'a'.repeat(10)}`).segments).toBe(2);
    expect(smsSegments(`${'a'.repeat(152)}€${'a'.repeat(151)}`).segments).toBe(2);
    expect(smsSegments(`${'a'.repeat(152)}€${'a'.repeat(152)}`).segments).toBe(3);
  });

  it('turns the whole text into UCS-2 for one character outside GSM-7', () => {
    expect(smsSegments(`${'a'.repeat(69)}ş`)).toMatchObject({ encoding: 'UCS-2', segments: 1 });
    expect(smsSegments(`${'a'.repeat(70)}ş`)).toMatchObject({
      encoding: 'UCS-2',
      unitsPerSegment: 67,
      segments: 2,
    });
  });

  it('counts an emoji as two UCS-2 units and one character', () => {
    expect(smsSegments('🚗'.repeat(35))).toMatchObject({ characters: 35, units: 70, segments: 1 });
    // 66 units, then an emoji's pair that would straddle the part's end.
    expect(smsSegments(`${'ş'.repeat(66)}🚗${'ş'.repeat(5)}`).segments).toBe(2);
  });

  it('reads accented letters of the GSM-7 set as GSM-7', () => {
    expect(smsSegments('Servis gratis! Ü é à ñ').encoding).toBe('GSM-7');
  });
});
