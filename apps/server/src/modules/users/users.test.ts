import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  API,
  ROLE_CODES,
  ZUserList,
  ZUserLookups,
  ZUserResponse,
  type User,
} from '@dealer/contracts';
import { appUser, userArea, userRole } from '../../db/schema/index';
import { DEMO_ACCOUNTS } from '../../seed/demoAccounts';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn('superadmin')).access_token;
});
afterAll(async () => {
  await t?.close();
});

const USER_ROUTES = [
  ['POST', API.users.search],
  ['POST', API.users.getById],
  ['POST', API.users.add],
  ['POST', API.users.edit],
  ['POST', API.users.setEnabled],
  ['POST', API.users.resetPassword],
  ['GET', API.users.lookups],
] as const;

const post = (url: string, payload: unknown, token = admin) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: t.authHeader(token) });

const count = async (table: typeof appUser | typeof userRole | typeof userArea) =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

const newUser = (userName: string) => ({
  userName,
  password: 'Secret2026!',
  fullName: 'Wulan Sari',
  email: `${userName.toLowerCase()}@example.co.id`,
  roles: ['pictestdrive', 'crc'],
  additionalRoles: [],
  branchCodes: ['T011', 'T010'],
});

async function create(userName: string): Promise<User> {
  const response = await post(API.users.add, newUser(userName));
  expect(response.statusCode, response.body).toBe(200);
  return ZUserResponse.parse(response.json()).user;
}

describe('access to user administration', () => {
  it('answers 403 to every other demo role', async () => {
    for (const account of DEMO_ACCOUNTS.filter((a) => a.roles[0] !== 'superadmin')) {
      const token = (await t.signIn(account.userName)).access_token;
      const response = await post(API.users.search, {}, token);
      expect(response.statusCode, account.userName).toBe(403);
      expect(response.json()).toEqual({
        acknowledge: 0,
        code: 'FORBIDDEN',
        message: 'Your role may not use this function',
      });
    }
  });

  it('answers 403 on every users route to a non-superadmin, before reading the body', async () => {
    const token = (await t.signIn('ho_testdrive')).access_token;
    for (const [method, url] of USER_ROUTES) {
      const response = await t.app.inject({ method, url, headers: t.authHeader(token) });
      expect(response.statusCode, url).toBe(403);
    }
  });

  it('answers 401 on every users route without a token', async () => {
    for (const [method, url] of USER_ROUTES) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
  });
});

describe('search', () => {
  it('lists users sorted by user name with roles and areas', async () => {
    const response = await post(API.users.search, {});
    expect(response.statusCode).toBe(200);
    const body = ZUserList.parse(response.json());
    const names = body.users.map((u) => u.userName);
    expect(names).toEqual([...names].sort());
    expect(body.total).toBeGreaterThanOrEqual(DEMO_ACCOUNTS.length);
    const pic = body.users.find((u) => u.userName === 'pictestdrive')!;
    expect(pic).toMatchObject({
      roles: ['pictestdrive'],
      branchCodes: ['T010', 'T011'],
      isEnabled: true,
    });
    expect(JSON.stringify(body)).not.toContain('argon2');
  });

  it('matches the keyword against user name, full name and e-mail, case-insensitively', async () => {
    const search = async (keyword: string) =>
      ZUserList.parse((await post(API.users.search, { keyword })).json()).users.map(
        (u) => u.userName,
      );
    expect(await search('BANDUNG')).toEqual(['crc_bandung', 'pdi_bandung']);
    expect(await search('wijaya')).toEqual(['ho_testdrive']);
    expect(await search('astraquestadmin@demo')).toEqual(['astraquestadmin']);
    expect(await search('100%_')).toEqual([]);
  });

  it('filters by role and enabled state and pages', async () => {
    const byRole = ZUserList.parse((await post(API.users.search, { role: 'pdi' })).json());
    expect(byRole.users.map((u) => u.userName)).toEqual(['pdi', 'pdi_bandung']);
    const page2 = ZUserList.parse((await post(API.users.search, { page: 2, pageSize: 5 })).json());
    const all = ZUserList.parse((await post(API.users.search, { pageSize: 200 })).json());
    expect(page2.users.map((u) => u.id)).toEqual(all.users.slice(5, 10).map((u) => u.id));
    expect(page2.total).toBe(all.total);
    const disabled = ZUserList.parse((await post(API.users.search, { isEnabled: false })).json());
    expect(disabled.users.every((u) => !u.isEnabled)).toBe(true);
  });
});

describe('getbyid', () => {
  it('answers one user', async () => {
    const [row] = await t.db
      .select()
      .from(appUser)
      .where(sql`${appUser.userName} = 'ho_testdrive'`);
    const response = await post(API.users.getById, { id: row!.id });
    expect(response.statusCode).toBe(200);
    expect(ZUserResponse.parse(response.json()).user).toMatchObject({
      userName: 'ho_testdrive',
      fullName: 'Agus Wijaya',
      roles: ['ho_testdrive'],
      additionalRoles: ['pickontenho'],
      branchCodes: ['T002'],
    });
  });

  it("answers 404 'Data not found!' for an unknown id", async () => {
    const response = await post(API.users.getById, { id: 999999 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      acknowledge: 0,
      code: 'NOT_FOUND',
      message: 'Data not found!',
    });
  });
});

describe('add', () => {
  it('creates a user who can then sign in', async () => {
    const response = await post(API.users.add, newUser('Wulan.Sari'));
    expect(response.statusCode).toBe(200);
    const body = ZUserResponse.parse(response.json());
    expect(body.message).toBe('User wulan.sari created');
    expect(body.user).toMatchObject({
      userName: 'wulan.sari',
      roles: ['pictestdrive', 'crc'],
      branchCodes: ['T011', 'T010'],
      version: 1,
      lastSignInTime: null,
    });
    const tokens = await t.signIn('wulan.sari', 'Secret2026!');
    expect(tokens.userName).toBe('wulan.sari');
  });

  it('answers 409 for a user name that exists, in any case', async () => {
    const response = await post(API.users.add, newUser('PDI'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      acknowledge: 0,
      code: 'CONFLICT',
      message: 'User name pdi already exists',
    });
  });

  it('answers 400 naming the field for bad input and writes nothing', async () => {
    const before = [await count(appUser), await count(userRole), await count(userArea)];
    const cases: [Record<string, unknown>, string][] = [
      [{ fullName: undefined }, 'fullName'],
      [{ fullName: '  ' }, 'fullName'],
      [{ email: 'not-an-email' }, 'email'],
      [{ roles: [] }, 'roles'],
      [{ roles: ['king'] }, 'roles.0'],
      [{ password: 'short' }, 'password'],
      [{ userName: 'a b' }, 'userName'],
      [{ branchCodes: ['T010', 'T999'] }, 'branchCodes.1'],
      [{ branchCodes: ['T013'] }, 'branchCodes.0'], // body paint branches cannot be assigned
    ];
    for (const [change, field] of cases) {
      const response = await post(API.users.add, { ...newUser('bad_input'), ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({ acknowledge: 0, code: 'VALIDATION' });
      expect(body.errors[0].field).toBe(field);
      expect(body.message.startsWith(field.split('.')[0]!)).toBe(true);
    }
    expect([await count(appUser), await count(userRole), await count(userArea)]).toEqual(before);
  });

  it('answers 400 for malformed JSON, never 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: API.users.add,
      headers: { ...t.authHeader(admin), 'content-type': 'application/json' },
      payload: '{"userName": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ acknowledge: 0, code: 'VALIDATION' });
  });
});

describe('edit', () => {
  it('replaces fields, roles and areas and increments the version', async () => {
    const user = await create('edit_me');
    const response = await post(API.users.edit, {
      id: user.id,
      version: user.version,
      fullName: 'Edited Name',
      email: '',
      roles: ['crc'],
      additionalRoles: ['pickontencabang'],
      branchCodes: ['T020'],
      isEnabled: true,
    });
    expect(response.statusCode).toBe(200);
    expect(ZUserResponse.parse(response.json()).user).toMatchObject({
      fullName: 'Edited Name',
      email: null,
      roles: ['crc'],
      additionalRoles: ['pickontencabang'],
      branchCodes: ['T020'],
      version: user.version + 1,
    });
  });

  it('answers 409 STALE_VERSION for an edit based on an old version and changes nothing', async () => {
    const user = await create('stale_me');
    const edit = {
      id: user.id,
      version: user.version,
      fullName: 'First',
      email: null,
      roles: ['crc'],
      branchCodes: ['T010'],
    };
    expect((await post(API.users.edit, edit)).statusCode).toBe(200);
    const stale = await post(API.users.edit, { ...edit, fullName: 'Second', roles: ['pdi'] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      acknowledge: 0,
      code: 'STALE_VERSION',
      message: 'This user was changed by someone else; reload and try again',
    });
    const current = ZUserResponse.parse(
      (await post(API.users.getById, { id: user.id })).json(),
    ).user;
    expect(current).toMatchObject({ fullName: 'First', roles: ['crc'] });
  });

  it('refuses a superadmin removing their own superadmin role', async () => {
    const me = ZUserList.parse((await post(API.users.search, { keyword: 'superadmin' })).json())
      .users[0]!;
    const response = await post(API.users.edit, { ...me, roles: ['crc'] });
    expect(response.statusCode).toBe(400);
  });
});

describe('setenabled and resetpassword', () => {
  it('disabling revokes refresh tokens and blocks sign-in; enabling restores it', async () => {
    const user = await create('toggle_me');
    const tokens = await t.signIn('toggle_me', 'Secret2026!');
    const disabled = await post(API.users.setEnabled, {
      id: user.id,
      version: user.version,
      isEnabled: false,
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().message).toBe('User toggle_me disabled');
    const refreshed = await t.token({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.json().error).toBe('invalid_grant');
    await expect(
      t.signIn('toggle_me', 'Secret2026!', { remoteAddress: '10.2.0.1' }),
    ).rejects.toThrow(/invalid_grant/);

    const version = ZUserResponse.parse(disabled.json()).user.version;
    const enabled = await post(API.users.setEnabled, { id: user.id, version, isEnabled: true });
    expect(enabled.statusCode).toBe(200);
    await t.signIn('toggle_me', 'Secret2026!');
  });

  it('answers 409 for a stale version and 400 when a superadmin disables themselves', async () => {
    const user = await create('toggle_stale');
    const stale = await post(API.users.setEnabled, {
      id: user.id,
      version: user.version + 5,
      isEnabled: false,
    });
    expect(stale.statusCode).toBe(409);
    const me = ZUserList.parse((await post(API.users.search, { keyword: 'superadmin' })).json())
      .users[0]!;
    const self = await post(API.users.setEnabled, {
      id: me.id,
      version: me.version,
      isEnabled: false,
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot disable your own account');
  });

  it('resetting a password changes it and revokes refresh tokens', async () => {
    const user = await create('reset_me');
    const tokens = await t.signIn('reset_me', 'Secret2026!');
    const response = await post(API.users.resetPassword, {
      id: user.id,
      password: 'Brand-new-2026',
    });
    expect(response.statusCode).toBe(200);
    const refreshed = await t.token({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.json().error).toBe('invalid_grant');
    await expect(
      t.signIn('reset_me', 'Secret2026!', { remoteAddress: '10.2.0.2' }),
    ).rejects.toThrow();
    await t.signIn('reset_me', 'Brand-new-2026');
    expect(
      (await post(API.users.resetPassword, { id: 999999, password: 'Brand-new-2026' })).statusCode,
    ).toBe(404);
  });
});

describe('lookups', () => {
  it('answers the assignable branches (company 0002, active, not BP) and every role', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: API.users.lookups,
      headers: t.authHeader(admin),
    });
    expect(response.statusCode).toBe(200);
    const body = ZUserLookups.parse(response.json());
    expect(body.branches.map((b) => b.branchCode)).toEqual([
      'T002',
      'T010',
      'T011',
      'T012',
      'T020',
      'T021',
    ]);
    expect(body.branches[0]).toEqual({
      branchCode: 'T002',
      branchDescription: 'Auto2000 Sunter',
      branchTypeCode: 'VSBP',
    });
    expect(body.roles).toEqual([...ROLE_CODES]);
  });
});
