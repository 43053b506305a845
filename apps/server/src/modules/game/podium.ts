import { and, asc, eq, gte, inArray, lte, notInArray, sql } from 'drizzle-orm';
import { PLAYER_LEVELS, PLAYER_TIERS } from '@dealer/contracts/players';
import type { Podium, PodiumInput, PodiumSave } from '@dealer/contracts/game';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { gameTargetPodium } from '../../db/schema/index';
import { notFoundError, softDelete, updateVersioned } from '../../platform/records/versioned';
import { AppError } from '../../platform/http/errors';
import { conflict } from './rules';

const tp = gameTargetPodium;
const levelName = new Map<string, string>(PLAYER_LEVELS.map((l) => [l.code, l.description]));
const tierName = new Map<string, string>(PLAYER_TIERS.map((t) => [t.code, t.description]));

const columns = {
  podiumId: tp.id,
  employeeLevel: tp.employeeLevel,
  playerTier: tp.playerTier,
  monthlyTarget: tp.monthlyTarget,
  validFrom: tp.validFrom,
  validTo: tp.validTo,
  version: tp.version,
};
type Row = Omit<Podium, 'employeeLevelDescription' | 'playerTierDescription'>;
const toPodium = (r: Row): Podium => ({
  ...r,
  employeeLevelDescription: levelName.get(r.employeeLevel) ?? r.employeeLevel,
  playerTierDescription: tierName.get(r.playerTier) ?? r.playerTier,
});

/** Rows of a level (or every level) whose period touches [validFrom, validTo]. */
export async function listPodiums(
  db: DbOrTx,
  q: { employeeLevel?: string | undefined; validFrom: string; validTo: string },
): Promise<Podium[]> {
  const rows = await db
    .select(columns)
    .from(tp)
    .where(
      and(
        eq(tp.isActive, true),
        q.employeeLevel ? eq(tp.employeeLevel, q.employeeLevel) : undefined,
        lte(tp.validFrom, q.validTo),
        gte(tp.validTo, q.validFrom),
      ),
    )
    .orderBy(asc(tp.employeeLevel), asc(tp.playerTier), asc(tp.validFrom));
  return rows.map(toPodium);
}

export async function getPodium(db: DbOrTx, id: number): Promise<Podium> {
  const [row] = await db
    .select(columns)
    .from(tp)
    .where(and(eq(tp.id, id), eq(tp.isActive, true)));
  if (!row) throw notFoundError();
  return toPodium(row);
}

/** A podium row being written, with how to name it in a refusal. */
export interface Candidate extends PodiumInput {
  /** 'validFrom' for a form, 'uploadTierPodiums.3' for a JSON list, 'row 5' for a file. */
  label: string;
  /** The row being edited (its own stored period does not count). */
  podiumId?: number | undefined;
}
export interface Overlap<C extends Candidate = Candidate> {
  candidate: C;
  message: string;
}

const period = (r: { validFrom: string; validTo: string }) => `${r.validFrom} to ${r.validTo}`;
const pairKey = (r: { employeeLevel: string; playerTier: string }) =>
  `${r.employeeLevel}|${r.playerTier}`;

/**
 * Two active rows of the same employee level and player tier must not share a day. Each pair is
 * locked for the rest of the transaction (a transaction-scoped advisory lock, taken in a fixed
 * order), so two concurrent saves of the same pair cannot both pass this check on PostgreSQL;
 * PGlite runs one transaction at a time anyway. Returns every overlap, within the candidates and
 * against stored rows.
 */
export async function findOverlaps<C extends Candidate>(
  tx: Tx,
  candidates: C[],
): Promise<Overlap<C>[]> {
  const pairs = [...new Set(candidates.map(pairKey))].sort();
  for (const pair of pairs) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`game_target_podium|${pair}`}))`);
  }
  const overlaps: Overlap<C>[] = [];
  const byPair = new Map<string, C[]>();
  for (const c of candidates) byPair.set(pairKey(c), [...(byPair.get(pairKey(c)) ?? []), c]);
  for (const group of byPair.values()) {
    const sorted = [...group].sort((a, b) => a.validFrom.localeCompare(b.validFrom));
    for (let i = 1; i < sorted.length; i += 1) {
      const before = sorted[i - 1]!;
      const current = sorted[i]!;
      if (current.validFrom <= before.validTo) {
        overlaps.push({
          candidate: current,
          message: `${current.employeeLevel} / ${current.playerTier} ${period(current)} overlaps ${before.label} (${period(before)})`,
        });
      }
    }
  }
  const levels = [...new Set(candidates.map((c) => c.employeeLevel))];
  const tiers = [...new Set(candidates.map((c) => c.playerTier))];
  const editing = candidates.flatMap((c) => (c.podiumId === undefined ? [] : [c.podiumId]));
  const stored = await tx
    .select(columns)
    .from(tp)
    .where(
      and(
        eq(tp.isActive, true),
        inArray(tp.employeeLevel, levels),
        inArray(tp.playerTier, tiers),
        editing.length > 0 ? notInArray(tp.id, editing) : undefined,
      ),
    );
  for (const c of candidates) {
    const hit = stored.find(
      (s) => pairKey(s) === pairKey(c) && s.validFrom <= c.validTo && s.validTo >= c.validFrom,
    );
    if (hit) {
      overlaps.push({
        candidate: c,
        message: `${c.employeeLevel} / ${c.playerTier} ${period(c)} overlaps the target podium of ${period(hit)} (#${hit.podiumId})`,
      });
    }
  }
  return overlaps;
}

/** Add (no podiumId) or edit (podiumId + version); an overlap is a 409 naming validFrom. */
export async function savePodium(db: Db, input: PodiumSave, actor: string): Promise<Podium> {
  return db.transaction(async (tx) => {
    const { podiumId, version, ...values } = input;
    if (podiumId !== undefined) await getPodium(tx, podiumId);
    const [overlap] = await findOverlaps(tx, [{ ...values, podiumId, label: 'validFrom' }]);
    if (overlap) throw conflict('validFrom', overlap.message);
    if (podiumId === undefined) {
      const [row] = await tx
        .insert(tp)
        .values({ ...values, createdBy: actor })
        .returning({ id: tp.id });
      return getPodium(tx, row!.id);
    }
    await updateVersioned(tx, tp, podiumId, version, values, actor);
    return getPodium(tx, podiumId);
  });
}

/** Inserts rows already checked by findOverlaps in the same transaction. */
export async function insertPodiums(tx: Tx, rows: PodiumInput[], actor: string): Promise<number> {
  for (let i = 0; i < rows.length; i += 1000) {
    await tx.insert(tp).values(
      rows.slice(i, i + 1000).map((r) => ({
        employeeLevel: r.employeeLevel,
        playerTier: r.playerTier,
        monthlyTarget: r.monthlyTarget,
        validFrom: r.validFrom,
        validTo: r.validTo,
        createdBy: actor,
      })),
    );
  }
  return rows.length;
}

export async function deletePodium(
  db: Db,
  input: { podiumId: number; version?: number | undefined },
  actor: string,
): Promise<void> {
  await softDelete(db, tp, input.podiumId, input.version, actor);
}

/** The JSON upload call {uploadTierPodiums[]}: every row or none; overlaps named by index. */
export async function saveUploadedPodiums(
  db: Db,
  rows: PodiumInput[],
  actor: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const candidates = rows.map((r, i) => ({ ...r, label: `uploadTierPodiums.${i}`, index: i }));
    const overlaps = await findOverlaps(tx, candidates);
    if (overlaps.length > 0) {
      const errors = overlaps.map((o) => ({
        field: `${o.candidate.label}.validFrom`,
        message: o.message,
      }));
      throw new AppError(400, 'VALIDATION', errors[0]!.message, errors);
    }
    return insertPodiums(tx, rows, actor);
  });
}
