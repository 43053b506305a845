import { and, asc, eq, sql } from 'drizzle-orm';
import { COMPANY_CODE } from '@dealer/contracts';
import type { Hours, Outlet, OutletUpdate } from '@dealer/contracts/content';
import type { Db, DbOrTx } from '../../db/client';
import { branch, contentOutlet } from '../../db/schema/index';
import { AppError, notFound } from '../../platform/http/errors';
import { imageUrl } from '../../platform/files/store';
import { MASTER_MESSAGES } from '@dealer/contracts/master';
import { branchIdOf, outsideScope, type ContentScope } from './scope';

type Profile = Omit<OutletUpdate, 'branchCode' | 'version' | 'source'>;

const hours = (weekdayClose: string, weekendClose: string): Hours => ({
  weekday: {
    startDay: 'Senin',
    untilDay: 'Jumat',
    open: '08.00',
    close: weekdayClose,
    closed: false,
  },
  weekend: {
    startDay: 'Sabtu',
    untilDay: 'Minggu',
    open: '08.00',
    close: weekendClose,
    closed: false,
  },
});

type BranchRow = typeof branch.$inferSelect;

/** What an outlet shows before its first save: the branch master's own fields. */
function defaults(b: BranchRow): Profile {
  const [head = '', workshopHead = ''] = (b.branchPicName ?? '').split(';');
  return {
    branchName: b.branchDescription,
    urlName: b.branchDescription
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
    streetName: b.address ?? '',
    town: b.districtName ?? '',
    service: 'Sales, Service, Spare Parts',
    postalCode: b.postalCode ?? '',
    showroomPhone: b.phone1 ?? '',
    workshopPhone: b.phone2 ?? '',
    youtube: '',
    twitter: b.twitterLink ?? '',
    instagram: '',
    facebook: b.facebookLink ?? '',
    showroomHours: hours('17.00', '14.00'),
    workshopHours: hours('16.00', '12.00'),
    holidays: [],
    latitude: b.latitude,
    longitude: b.longitude,
    branchHead: head,
    headoftheWorkshop: workshopHead,
    logo: null,
    branchImage: null,
    branchHeadImage: null,
    headoftheWorkshopImage: null,
  };
}

const url = (fileId: string | null) => (fileId ? imageUrl(fileId) : null);

function toOutlet(
  b: BranchRow,
  saved: { profile: unknown; version: number; updatedTime: Date | null } | null,
): Outlet {
  const p = saved ? ({ ...defaults(b), ...(saved.profile as Profile) } as Profile) : defaults(b);
  return {
    ...p,
    branchCode: b.branchCode,
    version: saved?.version ?? 0,
    updatedTime: saved?.updatedTime?.toISOString() ?? null,
    logoUrl: url(p.logo),
    branchImageUrl: url(p.branchImage),
    branchHeadImageUrl: url(p.branchHeadImage),
    headoftheWorkshopImageUrl: url(p.headoftheWorkshopImage),
  };
}

/** Outlets of active company-0002 branches; `code` narrows to one. */
export async function listOutlets(db: DbOrTx, code: string | undefined): Promise<Outlet[]> {
  const found = await db
    .select({ b: branch, o: contentOutlet })
    .from(branch)
    .leftJoin(contentOutlet, eq(contentOutlet.branchId, branch.id))
    .where(
      and(
        eq(branch.companyCode, COMPANY_CODE),
        eq(branch.isActive, true),
        code === undefined ? undefined : eq(branch.branchCode, code),
      ),
    )
    .orderBy(asc(branch.branchCode));
  return found.map((r) => toOutlet(r.b, r.o));
}

export async function outletsInScope(db: DbOrTx, scope: ContentScope, asked: string | undefined) {
  const code = asked?.trim() || undefined;
  if (!scope.headOffice && code !== undefined && code !== scope.branchCode)
    throw outsideScope(code);
  return listOutlets(db, scope.headOffice ? code : scope.branchCode);
}

export async function getOutlet(db: DbOrTx, scope: ContentScope, code: string): Promise<Outlet> {
  if (!scope.headOffice && code !== scope.branchCode) throw outsideScope(code);
  const [one] = await listOutlets(db, code);
  if (!one) throw notFound();
  return one;
}

/**
 * Saves an outlet profile: the version read must still be current (0 = never saved), checked in
 * the statement that writes, so two editors never overwrite each other silently.
 */
export async function updateOutlet(
  db: Db,
  scope: ContentScope,
  input: OutletUpdate,
  actor: string,
): Promise<Outlet> {
  if (!scope.headOffice && input.branchCode !== scope.branchCode)
    throw outsideScope(input.branchCode);
  const branchId = await branchIdOf(db, input.branchCode);
  const { branchCode: _code, version, source: _source, ...profile } = input;
  return db.transaction(async (tx) => {
    const written =
      version === 0
        ? await tx
            .insert(contentOutlet)
            .values({ branchId, profile, createdBy: actor })
            .onConflictDoNothing()
            .returning({ v: contentOutlet.version })
        : await tx
            .update(contentOutlet)
            .set({
              profile,
              version: sql`${contentOutlet.version} + 1`,
              updatedBy: actor,
              updatedTime: new Date(),
            })
            .where(and(eq(contentOutlet.branchId, branchId), eq(contentOutlet.version, version)))
            .returning({ v: contentOutlet.version });
    if (written.length === 0) throw new AppError(409, 'STALE_VERSION', MASTER_MESSAGES.stale);
    return (await listOutlets(tx, input.branchCode))[0]!;
  });
}
