import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUB_EVENTS, type Role } from '@dealer/contracts';
import { createTestApp, type TestApp } from '../../test/testApp';
import { signAccessToken } from '../auth/tokens';
import { connectHub, listening, type ConnectOptions } from './test/clients';

let t: TestApp;
let origin: string;

beforeAll(async () => {
  t = await createTestApp();
  origin = await listening(t.app);
});
afterAll(async () => {
  await t?.close();
});

/** A token signed with the server's key; `ageSeconds` back-dates it (900 s = expired). */
async function tokenFor(
  roles: Role[],
  branchCodes: string[],
  { ageSeconds = 0, additionalRoles = [] as Role[] } = {},
) {
  const now = Math.floor(Date.now() / 1000) - ageSeconds;
  const user = { id: 1, userName: 'hub-test', roles, additionalRoles, branchCodes };
  return (await signAccessToken(t.app.authKeys.jwtKey, user, 900, now)).token;
}

/** The refusal a connection gets, as the client sees it. */
async function refusal(options: ConnectOptions) {
  try {
    (await connectHub(origin, options)).close();
  } catch (error) {
    const { message, data } = error as Error & { data?: { code?: string } };
    return { message, code: data?.code };
  }
  throw new Error('the connection was accepted');
}

describe('the hub handshake', () => {
  it('refuses a connection without a token', async () => {
    expect(await refusal({})).toEqual({
      message: 'Session expired, please sign in again',
      code: 'UNAUTHENTICATED',
    });
  });

  it('refuses an expired token and a token with a wrong signature', async () => {
    const expired = await tokenFor(['crc'], ['T010'], { ageSeconds: 901 });
    expect(await refusal({ auth: { token: expired } })).toMatchObject({ code: 'UNAUTHENTICATED' });
    const valid = await tokenFor(['crc'], ['T010']);
    const forged = `${valid.slice(0, -4)}AAAA`;
    expect(await refusal({ auth: { token: forged } })).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('accepts a token in ?access_token= and tells the socket its connection id', async () => {
    const { access_token } = await t.signIn('crc');
    const client = await connectHub(origin, { query: { access_token } });
    try {
      const [id] = await client.next(HUB_EVENTS.userConnected, 0);
      expect(id).toBe(client.socket.id);
      expect(t.app.hub.io.of('/').adapter.rooms.get('T010|CRC')?.has(String(id))).toBe(true);
    } finally {
      client.close();
    }
  });

  it("refuses a room of another branch or of a role that is not the user's", async () => {
    const crc = await tokenFor(['crc'], ['T010']);
    expect(await refusal({ auth: { token: crc, branchCode: 'T020' } })).toEqual({
      message: 'Branch T020 is outside your branches',
      code: 'FORBIDDEN',
    });
    expect(await refusal({ auth: { token: crc, role: 'pdi' } })).toEqual({
      message: 'Role pdi is not one of your roles',
      code: 'FORBIDDEN',
    });
    expect(await refusal({ auth: { token: crc, role: 'boss' } })).toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it("joins the asked branch's room among the user's own, and an additional role's room", async () => {
    const pic = await tokenFor(['pictestdrive'], ['T010', 'T011'], {
      additionalRoles: ['pickontencabang'],
    });
    const t011 = await connectHub(origin, { auth: { token: pic, branchCode: 'T011' } });
    const konten = await connectHub(origin, { auth: { token: pic, role: 'pickontencabang' } });
    try {
      const rooms = t.app.hub.io.of('/').adapter.rooms;
      expect(rooms.get('T011|PICTESTDRIVE')?.has(t011.socket.id!)).toBe(true);
      expect(rooms.get('T010|pickontencabang')?.has(konten.socket.id!)).toBe(true);
    } finally {
      t011.close();
      konten.close();
    }
  });

  it('lets head office watch any active company branch, and no other', async () => {
    const ho = await tokenFor(['ho_testdrive'], ['T002']);
    const client = await connectHub(origin, { auth: { token: ho, branchCode: 'T020' } });
    client.close();
    // X001 belongs to another company, T030 is inactive.
    for (const branchCode of ['X001', 'T030', 'NOPE']) {
      expect(await refusal({ auth: { token: ho, branchCode } })).toMatchObject({
        code: 'FORBIDDEN',
      });
    }
  });

  it('refuses an over-long branch code or one with a NUL before any query sees it', async () => {
    const ho = await tokenFor(['ho_testdrive'], ['T002']);
    for (const branchCode of ['T0\u000010', 'T'.repeat(11)]) {
      expect(await refusal({ auth: { token: ho, branchCode } })).toMatchObject({
        code: 'VALIDATION',
      });
    }
  });
});
