import { sql } from 'drizzle-orm';
import {
  diffTasks,
  frozen,
  type FrozenTask,
  type RulesVersion,
  type TaskChange,
} from '@dealer/contracts/quest-engine';
import { rows, type DbOrTx } from '../../../db/client';
import { AppError } from '../../../platform/http/errors';

const ACTIVE = 2;

async function latest(tx: DbOrTx, questId: number) {
  const [row] = await rows<{ version: number; tasks: FrozenTask[] }>(
    tx,
    sql`select version, tasks from quest_rules_version where quest_id = ${questId}::integer
        order by version desc limit 1`,
  );
  return row;
}

function describeChange(change: TaskChange): string {
  if (change.change === 'added') return `task ${change.taskNo} added`;
  if (change.change === 'removed') return `task ${change.taskNo} removed`;
  return `task ${change.taskNo}: ${change.fields.join(', ')} changed`;
}

/**
 * Frozen rules. The console calls this when it publishes a quest and on every edit of a
 * published one (status >= 1), before writing the tasks, in its transaction:
 * - no version yet: records version 1 (the rules as published);
 * - tasks unchanged: nothing;
 * - changed while the quest is Active and the editor did not confirm a new version: 409 naming
 *   every changed task (the form shows the difference and asks);
 * - otherwise: records the next version with its difference to the previous one.
 * Counts made under earlier versions stay as they were; a rerun recomputes with the new rules.
 */
export async function checkFrozenRules(
  tx: DbOrTx,
  input: {
    questId: number;
    status: number;
    tasks: FrozenTask[];
    confirmNewVersion: boolean;
    actor: string;
  },
): Promise<{ version: number; changes: TaskChange[] }> {
  const tasks = input.tasks.map(frozen);
  const previous = await latest(tx, input.questId);
  if (!previous) {
    await tx.execute(
      sql`insert into quest_rules_version (quest_id, version, tasks, changes, created_by)
          values (${input.questId}::integer, 1, ${JSON.stringify(tasks)}::jsonb, '[]'::jsonb, ${input.actor})
          on conflict do nothing`,
    );
    return { version: 1, changes: [] };
  }
  const changes = diffTasks(previous.tasks, tasks);
  if (changes.length === 0) return { version: previous.version, changes };
  if (input.status === ACTIVE && !input.confirmNewVersion) {
    throw new AppError(
      409,
      'CONFLICT',
      `The rules of an Active quest are frozen: ${changes.map(describeChange).join('; ')}. Confirm a new rules version to change them`,
      changes.map((change) => ({
        field: `tasks.${change.taskNo - 1}`,
        message: describeChange(change),
      })),
    );
  }
  const version = previous.version + 1;
  await tx.execute(
    sql`insert into quest_rules_version (quest_id, version, tasks, changes, created_by)
        values (${input.questId}::integer, ${version}::integer, ${JSON.stringify(tasks)}::jsonb,
          ${JSON.stringify(changes)}::jsonb, ${input.actor})`,
  );
  return { version, changes };
}

/** Every rules version of a quest, newest first, with its difference to the one before. */
export async function rulesVersions(
  db: DbOrTx,
  questId: number,
  toWallClock: (d: Date) => string,
): Promise<RulesVersion[]> {
  const found = await rows<{
    version: number;
    tasks: unknown[];
    changes: TaskChange[];
    createdBy: string;
    createdTime: Date;
  }>(
    db,
    sql`select version, tasks, changes, created_by as "createdBy", created_time as "createdTime"
        from quest_rules_version where quest_id = ${questId}::integer order by version desc`,
  );
  return found.map((v) => ({ ...v, createdTime: toWallClock(new Date(v.createdTime)) }));
}
