import type { RoleActivityResponse, TokenResponse } from '@dealer/contracts/auth';
import { describe, expect, it } from 'vitest';
import { tokenReply } from '../../test/fixtures';
import { buildSession, SignInError } from './buildSession';

const token = tokenReply('access', 'refresh') as TokenResponse;
const area = { branchCode: 'T010', branchDescription: 'Auto2000 Cibubur', regionCode: 'JKT' };

function activity(overrides: Partial<RoleActivityResponse> = {}): RoleActivityResponse {
  return {
    acknowledge: 1,
    message: 'OK',
    fullName: 'Dewi Lestari',
    userAreas: [area, { ...area, branchCode: 'T011' }],
    roleActivities: [
      { roleCode: 'PIC Test Drive', userName: 'dewi', branchCode: 'T010' },
      { roleCode: 'HO-TestDrive', userName: 'dewi', branchCode: null },
      { roleCode: 'pictestdrive', userName: 'dewi', branchCode: 'T011' },
    ],
    additionalRoles: ['PIC Konten Cabang'],
    ...overrides,
  };
}

describe('session from the sign-in replies', () => {
  it('normalises role codes, keeps their order and makes the first one active', () => {
    const session = buildSession(token, activity());
    expect(session.roles).toEqual(['pictestdrive', 'ho_testdrive']);
    expect(session.role).toBe('pictestdrive');
    expect(session.additionalRoles).toEqual(['pickontencabang']);
  });

  it('keeps the tokens, expiry, areas and the first branch as selected', () => {
    const session = buildSession(token, activity());
    expect(session.idToken).toBe('access');
    expect(session.refreshToken).toBe('refresh');
    expect(session.expiry).toBe(token['.expires']);
    expect(session.userAreas[0]?.branchCode).toBe('T010');
    expect(session.selectedBranch).toBe('T010');
    expect(session.fullName).toBe('Dewi Lestari');
  });

  it("refuses sign-in with 'User Role or User Area is empty' when roles or areas are missing", () => {
    expect(() => buildSession(token, activity({ roleActivities: [] }))).toThrow(
      new SignInError('User Role or User Area is empty'),
    );
    expect(() => buildSession(token, activity({ userAreas: [] }))).toThrow(
      'User Role or User Area is empty',
    );
  });
});
