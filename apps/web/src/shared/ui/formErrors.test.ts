import { describe, expect, it } from 'vitest';
import { toFormFieldErrors } from './formErrors';

const FIELDS = ['userName', 'fullName', 'roles', 'branchCodes'];

describe('server field errors on form fields', () => {
  it('puts a message on the field it names', () => {
    const result = toFormFieldErrors(
      [{ field: 'fullName', message: 'fullName is required' }],
      FIELDS,
    );
    expect(result.fields).toEqual([{ name: 'fullName', errors: ['fullName is required'] }]);
    expect(result.unmatched).toEqual([]);
  });

  it('puts an indexed path on the list field that holds it', () => {
    const result = toFormFieldErrors(
      [
        { field: 'branchCodes.2', message: 'unknown branch X9' },
        { field: 'branchCodes.0', message: 'unknown branch X1' },
      ],
      FIELDS,
    );
    expect(result.fields).toEqual([
      { name: 'branchCodes', errors: ['unknown branch X9', 'unknown branch X1'] },
    ]);
  });

  it('follows aliases and returns what fits no field', () => {
    const result = toFormFieldErrors(
      [
        { field: 'password', message: 'too short' },
        { field: 'row 3', message: 'bad row' },
      ],
      ['newPassword'],
      { password: 'newPassword' },
    );
    expect(result.fields).toEqual([{ name: 'newPassword', errors: ['too short'] }]);
    expect(result.unmatched).toEqual([{ field: 'row 3', message: 'bad row' }]);
  });
});
