import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { int4 } from '@dealer/contracts/bounds';
import { ZAppConfigSave } from '@dealer/contracts/game';
import { loadTranslations } from '../i18n/i18n';
import { boundsOf, decimalsOf, numberProblem } from './numberBounds';
import { numberProblemText, numberRules } from './numberRules';

describe('boundsOf', () => {
  it("reads the contract's own bounds: the app configuration's rate and months", () => {
    expect(boundsOf(ZAppConfigSave.shape.pointConversionRateIDR)).toEqual({
      min: 1,
      max: 1_000_000_000,
      decimals: 0,
    });
    expect(boundsOf(ZAppConfigSave.shape.maxRedeemPeriode)).toEqual({
      min: 1,
      max: 120,
      decimals: 0,
    });
  });

  it('sees through optional and nullable, and counts the decimals of a multipleOf step', () => {
    expect(boundsOf(int4({ min: 0, max: 9 }).optional().nullable())).toEqual({
      min: 0,
      max: 9,
      decimals: 0,
    });
    expect(boundsOf(z.number().min(-90).max(90).multipleOf(0.000001))).toEqual({
      min: -90,
      max: 90,
      decimals: 6,
    });
  });
});

describe('numberProblem', () => {
  const months = { min: 1, max: 120, decimals: 0 };

  it('refuses what antd would have clamped or rounded, and says what is allowed', () => {
    expect(numberProblem(0, months)).toEqual({ kind: 'range', min: 1, max: 120 });
    expect(numberProblem(999, months)).toEqual({ kind: 'range', min: 1, max: 120 });
    expect(numberProblem(1.5, months)).toEqual({ kind: 'wholeNumber' });
    expect(numberProblem(200, { min: -90, max: 90, decimals: 6 })).toEqual({
      kind: 'range',
      min: -90,
      max: 90,
    });
    expect(numberProblem(1.0000001, { min: -90, max: 90, decimals: 6 })).toEqual({
      kind: 'decimals',
      decimals: 6,
    });
  });

  it('admits the bounds themselves and leaves an empty field to the required rule', () => {
    expect(numberProblem(1, months)).toBeUndefined();
    expect(numberProblem(120, months)).toBeUndefined();
    expect(numberProblem(null, months)).toBeUndefined();
    expect(numberProblem(undefined, months)).toBeUndefined();
    expect(numberProblem('abc', months)).toEqual({ kind: 'notANumber' });
  });

  it('counts decimals as typed, exponents included', () => {
    expect(decimalsOf(0.1)).toBe(1);
    expect(decimalsOf(1e-7)).toBe(7);
    expect(decimalsOf(12)).toBe(0);
    expect(decimalsOf(1.25e2)).toBe(0);
  });
});

describe('numberRules', () => {
  it("refuses with the allowed range in the user's language and number format", async () => {
    await loadTranslations('fr');
    const [rule] = numberRules({ min: 1, max: 1_000_000_000, decimals: 0 });
    const validate = (rule as { validator: (r: unknown, v: unknown) => Promise<void> }).validator;
    await expect(validate({}, 0)).rejects.toThrow(/Autorisé : de 1 à 1\s000\s000\s000/);
    await expect(validate({}, 5)).resolves.toBeUndefined();
    await loadTranslations('en');
    expect(numberProblemText({ kind: 'range', min: 1, max: 120 })).toBe('Allowed: 1 to 120');
  });

  it('puts the required rule first when the field is required', () => {
    const rules = numberRules({ min: 1, max: 2, decimals: 0 }, { required: 'Required' });
    expect(rules[0]).toEqual({ required: true, message: 'Required' });
    expect(rules).toHaveLength(2);
  });
});
