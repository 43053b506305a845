import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ZTaskRules, type RecurrenceDates, type Rule } from '@dealer/contracts/quest-rules';
import { rows, type DbOrTx } from '../../../db/client';
import { compileTask, type CompiledTask } from './compile';

export interface RecurrenceDef extends RecurrenceDates {
  recurrenceNo: number;
}

export interface TaskDef {
  taskNo: number;
  taskName: string;
  taskType: number;
  targetTask: number;
  rules: Rule[];
}

/** A quest's own columns, as QUEST_COLUMNS reads them. */
interface QuestRow {
  id: number;
  code: string;
  name: string;
  description: string;
  questType: number;
  status: number;
  isPodium: boolean;
  isHidden: boolean;
  rewardPoint: number;
  experiencePoint: number;
  maxPlayer: number;
  maxNumberOfParticipation: number;
  /** id:version:updated time; a changed quest gets a new key. */
  key: string;
  rulesVersion: number;
}

/** A quest as the engine scores it: its rules, windows, targeting and limits. */
export interface QuestDef extends QuestRow {
  recurrences: RecurrenceDef[];
  tasks: TaskDef[];
  /** Targeting per kind (area, city, branch, playerLevel, player, playerTier, salesmanTier). */
  targets: Map<string, Set<string>>;
  /** Event types any task counts (a quicker first filter). */
  metadataTypeIds: Set<number>;
  compiled: Map<number, CompiledTask[]>;
}

/** The compiled tasks of a quest for one recurrence (memoised on the definition). */
export function tasksFor(
  def: QuestDef,
  recurrence: RecurrenceDef,
  timeZone: string,
): CompiledTask[] {
  let compiled = def.compiled.get(recurrence.recurrenceNo);
  if (!compiled) {
    compiled = def.tasks.map((task) => compileTask(task.rules, recurrence, timeZone));
    def.compiled.set(recurrence.recurrenceNo, compiled);
  }
  return compiled;
}

export function recurrencesAt(def: QuestDef, at: Date): RecurrenceDef[] {
  const time = at.getTime();
  return def.recurrences.filter(
    (r) => r.validFrom.getTime() <= time && time <= r.validTo.getTime(),
  );
}

const QUEST_COLUMNS = sql`q.id, q.quest_code as code, q.quest_name as name,
  q.quest_description as description, q.quest_type as "questType", q.status,
  q.is_podium as "isPodium", q.is_hidden as "isHidden", q.reward_point as "rewardPoint",
  q.experience_point as "experiencePoint", q.max_player as "maxPlayer",
  q.max_number_of_participation as "maxNumberOfParticipation",
  q.id || ':' || q.version || ':' || extract(epoch from coalesce(q.updated_time, q.created_time))::text as key,
  coalesce((select max(v.version) from quest_rules_version v where v.quest_id = q.id), 1)::int as "rulesVersion"`;

/** Loads quests with their recurrences (removed ones left out), tasks and targets. */
async function loadQuests(db: DbOrTx, questRows: QuestRow[]): Promise<QuestDef[]> {
  if (questRows.length === 0) return [];
  const ids = sql.join(
    questRows.map((q) => sql`${q.id}::integer`),
    sql`, `,
  );
  // One after the other: inside a transaction they share one connection.
  const [recurrences, tasks, targets] = [
    await rows<{
      questId: number;
      recurrenceNo: number;
      validFrom: Date;
      validTo: Date;
      validToJoin: Date;
    }>(
      db,
      sql`select quest_id as "questId", recurrence_no as "recurrenceNo", valid_from as "validFrom",
            valid_to as "validTo", valid_to_join as "validToJoin"
          from quest_recurrence where quest_id in (${ids}) and recurrence_status <> 4
          order by quest_id, recurrence_no`,
    ),
    await rows<{
      questId: number;
      taskNo: number;
      taskName: string;
      taskType: number;
      targetTask: number;
      rules: unknown;
    }>(
      db,
      sql`select quest_id as "questId", task_no as "taskNo", task_name as "taskName",
            task_type as "taskType", target_task as "targetTask", rules
          from quest_task where quest_id in (${ids}) order by quest_id, task_no`,
    ),
    await rows<{ questId: number; kind: string; code: string }>(
      db,
      sql`select quest_id as "questId", kind, code from quest_target where quest_id in (${ids})`,
    ),
  ];
  const defs = new Map<number, QuestDef>(
    questRows.map((q) => [
      q.id,
      {
        ...q,
        recurrences: [],
        tasks: [],
        targets: new Map(),
        metadataTypeIds: new Set(),
        compiled: new Map(),
      },
    ]),
  );
  for (const r of recurrences) {
    defs.get(r.questId)?.recurrences.push({
      recurrenceNo: r.recurrenceNo,
      validFrom: new Date(r.validFrom),
      validTo: new Date(r.validTo),
      validToJoin: new Date(r.validToJoin),
    });
  }
  for (const task of tasks) {
    const def = defs.get(task.questId);
    // Rules were validated on save; a row that no longer parses counts nothing rather than failing.
    const parsed = ZTaskRules.safeParse(task.rules);
    const rules = parsed.success ? parsed.data : [];
    def?.tasks.push({ ...task, rules });
    for (const rule of rules) def?.metadataTypeIds.add(rule.metadataTypeId);
  }
  for (const target of targets) {
    const def = defs.get(target.questId);
    if (!def) continue;
    let codes = def.targets.get(target.kind);
    if (!codes) def.targets.set(target.kind, (codes = new Set()));
    codes.add(target.code);
  }
  return [...defs.values()];
}

/** One quest by id (any status), or undefined. */
export async function loadQuest(db: DbOrTx, questId: number): Promise<QuestDef | undefined> {
  const found = await rows<QuestRow>(
    db,
    sql`select ${QUEST_COLUMNS} from quest q where q.id = ${questId}`,
  );
  return (await loadQuests(db, found))[0];
}

/** The statuses whose quests score live events: Open and Active. */
export const SCORING_STATUSES = [1, 2];

let cache = new Map<string, QuestDef>();
/** The last answer of scoringQuests with the digest of the keys it was built from. */
let latest: { digest: string; defs: QuestDef[] } | undefined;

/** A quest's scoring key: a changed quest (version, last change) gets a new one. */
const KEY = sql`q.id || ':' || q.version || ':' || coalesce(q.updated_time, q.created_time)::text`;

/**
 * The md5 of the Open and Active quests' keys in id order, as SQL: an event's insert returns it
 * in the same statement, so an unchanged set of quests costs no round trip of its own.
 */
export const SCORING_DIGEST = sql`(select md5(coalesce(string_agg(${KEY}, ',' order by q.id), ''))
  from quest q where q.status in (1, 2))`;

const digestOf = (keys: { key: string }[]) =>
  createHash('md5')
    .update(keys.map((k) => k.key).join(','))
    .digest('hex');

/**
 * The Open and Active quests, compiled once per quest version. Given the digest of the current
 * keys (SCORING_DIGEST, read by the caller's own statement) and it matches the last answer's,
 * that answer stands; otherwise it asks the database for the quests' keys (id, version, last
 * change) and loads the ones it has not seen.
 */
export async function scoringQuests(db: DbOrTx, digest?: string): Promise<QuestDef[]> {
  if (digest !== undefined && latest?.digest === digest) return latest.defs;
  const keys = await rows<{ id: number; key: string }>(
    db,
    sql`select q.id, ${KEY} as key from quest q where q.status in (1, 2) order by q.id`,
  );
  const missing = keys.filter((k) => !cache.has(k.key));
  if (missing.length > 0) {
    const questRows = await rows<QuestRow>(
      db,
      sql`select ${QUEST_COLUMNS} from quest q
          where q.id in (${sql.join(
            missing.map((k) => sql`${k.id}::integer`),
            sql`, `,
          )})`,
    );
    const loaded = await loadQuests(db, questRows);
    const byId = new Map(loaded.map((def) => [def.id, def]));
    for (const k of missing) {
      const def = byId.get(k.id);
      if (def) cache.set(k.key, def);
    }
  }
  const next = new Map<string, QuestDef>();
  const result: QuestDef[] = [];
  for (const k of keys) {
    const def = cache.get(k.key);
    if (!def) continue;
    next.set(k.key, def);
    result.push(def);
  }
  cache = next;
  // Only a complete answer may stand for its digest (a quest missing from it would never load).
  latest = result.length === keys.length ? { digest: digestOf(keys), defs: result } : undefined;
  return result;
}
