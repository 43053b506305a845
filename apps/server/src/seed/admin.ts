import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { COMPANY_CODE, ZNewPassword } from '@dealer/contracts';
import type { Db } from '../db/client';
import { appUser, branch } from '../db/schema/index';
import { hashPassword } from '../platform/auth/passwords';
import { insertUser } from '../platform/auth/identityStore';
import { passwordWeakness } from '../platform/auth/passwordStrength';
import { COMMITTED_SECRETS } from '../productionSecrets';
import { seedReference } from './reference';

type Logger = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/**
 * Production start: reference data, and the first superadmin from ADMIN_USERNAME/ADMIN_PASSWORD
 * when the database has no user at all. A password too short or rated weak (passwordStrength.ts)
 * throws: the start fails with a message naming ADMIN_PASSWORD.
 *
 * The first superadmin gets every active company-0002 branch as its areas. On a fresh production
 * database there is no branch yet (branches are entered by a superadmin), so it gets none; the
 * sign-in rule "no user area => refused" therefore exempts a superadmin while no active
 * company-0002 branch exists (see modules/auth/grants.ts). Without that exemption nobody could
 * ever sign in to create the first branch.
 */
export async function ensureFirstAdmin(
  db: Db,
  admin: { userName: string | undefined; password: string | undefined },
  log: Logger,
): Promise<void> {
  await seedReference(db);
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(appUser);
  if (count > 0) return;
  if (!admin.userName || !admin.password) {
    log.warn(
      'No user exists and ADMIN_USERNAME/ADMIN_PASSWORD are not set: nobody can sign in. ' +
        'Set them and restart, or run `npm run user -- add <name> <password> superadmin <branch>`.',
    );
    return;
  }
  // The start stops here rather than run a production server whose only admin has a guessable
  // password (or none, so that nobody can sign in): main.ts prints the message and exits.
  const password = ZNewPassword.safeParse(admin.password);
  const weakness = password.success
    ? await passwordWeakness(admin.password, [admin.userName, ...COMMITTED_SECRETS])
    : (password.error.issues[0]?.message ?? 'not a valid password');
  if (weakness !== undefined) {
    throw new Error(
      `ADMIN_PASSWORD is refused: ${weakness}. No user was created; set a stronger ADMIN_PASSWORD ` +
        '(e.g. four random words, or 12 random characters) and start again.',
    );
  }
  const branches = await db
    .select({ branchCode: branch.branchCode })
    .from(branch)
    .where(and(eq(branch.companyCode, COMPANY_CODE), eq(branch.isActive, true)))
    .orderBy(branch.branchCode);
  const passwordHash = await hashPassword(admin.password);
  await db.transaction(async (tx) => {
    await insertUser(
      tx,
      {
        userName: admin.userName!,
        fullName: 'Administrator',
        email: null,
        passwordHash,
        isEnabled: true,
        roles: ['superadmin'],
        additionalRoles: [],
        branchCodes: branches.map((b) => b.branchCode),
      },
      'system',
    );
  });
  log.info({ userName: admin.userName }, 'Created the first superadmin from ADMIN_USERNAME');
}
