import { describe, expect, it } from 'vitest';
import { normalizeRole, isRole } from './roles';
import { OPENING_TIMES } from './branch';
import { ZDate, ZBlockRequest } from './branch-stock';
import { ZQuestionInput, TEXT_BOX_ANSWER_TYPE_ID } from './question';
import { ZTokenRequest } from './auth';

describe('role normalisation', () => {
  it('lowercases, turns dashes into underscores and removes spaces', () => {
    expect(normalizeRole('HO-TestDrive')).toBe('ho_testdrive');
    expect(normalizeRole('PIC Test Drive')).toBe('pictestdrive');
    expect(normalizeRole(' PDI ')).toBe('pdi');
  });

  it('recognises exactly the eleven role codes', () => {
    expect(isRole('astraquestpointcorrectionadmin')).toBe(true);
    expect(isRole('admin')).toBe(false);
  });
});

describe('opening times', () => {
  it('offers half-hourly options from 00.00 to 23.30', () => {
    expect(OPENING_TIMES).toHaveLength(48);
    expect(OPENING_TIMES[0]).toBe('00.00');
    expect(OPENING_TIMES[17]).toBe('08.30');
    expect(OPENING_TIMES.at(-1)).toBe('23.30');
  });
});

describe('dates travel as YYYY-MM-DD', () => {
  it('accepts a real date and refuses other shapes and impossible days', () => {
    expect(ZDate.safeParse('2026-11-21').success).toBe(true);
    expect(ZDate.safeParse('21-11-2026').success).toBe(false);
    expect(ZDate.safeParse('2026-02-30').success).toBe(false);
  });

  it('refuses a block whose end is before its start, naming endDate', () => {
    const result = ZBlockRequest.safeParse({
      testDriveUnitId: 1,
      startDate: '2026-11-21',
      endDate: '2026-11-20',
      reasonListMappingId: 3,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['endDate']);
  });
});

describe('question input', () => {
  const base = {
    questionText: 'Tyre pressure checked?',
    sectionId: 1,
    sequence: 1,
    isMandatory: true,
    isEnabled: true,
    isNotes: false,
    isNotesMandatory: false,
  };

  it('lets a text-box question carry no answer items, and only then', () => {
    expect(
      ZQuestionInput.safeParse({ ...base, questionAnswerTypeId: TEXT_BOX_ANSWER_TYPE_ID }).success,
    ).toBe(true);
    expect(ZQuestionInput.safeParse({ ...base, questionAnswerTypeId: 1 }).success).toBe(false);
  });

  it('refuses answer items on a text-box question', () => {
    const result = ZQuestionInput.safeParse({
      ...base,
      questionAnswerTypeId: TEXT_BOX_ANSWER_TYPE_ID,
      answerItems: [{ itemName: 'OK', isNotesAllowed: false, isNotesMandatory: false }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['answerItems']);
  });
});

describe('token request', () => {
  it('tells the grants apart and names a missing field', () => {
    expect(
      ZTokenRequest.safeParse({ grant_type: 'refresh_token', refresh_token: 'x' }).success,
    ).toBe(true);
    const result = ZTokenRequest.safeParse({ grant_type: 'password', username: 'crc' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['password']);
  });
});
