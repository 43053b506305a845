import { sql } from 'drizzle-orm';
import type { Rule } from '@dealer/contracts/quest-rules';
import { rows, type DbOrTx } from '../../../../db/client';
import { storeImage } from '../../../../platform/files/store';
import { pngImage } from '../../../../platform/files/test/images';
import { checkFrozenRules } from '../versions';

export interface TestQuest {
  name?: string;
  questType?: 1 | 2;
  status?: number;
  rewardPoint?: number;
  experiencePoint?: number;
  maxPlayer?: number;
  maxNumberOfParticipation?: number;
  isHidden?: boolean;
  recurrences: { validFrom: Date; validTo: Date; validToJoin?: Date }[];
  tasks: { taskName?: string; targetTask: number; rules: Rule[] }[];
  targets?: { kind: string; code: string }[];
}

/** A quest written straight into the console's tables (published ones with their rules version). */
export async function insertQuest(
  db: DbOrTx,
  spec: TestQuest,
): Promise<{ id: number; code: string }> {
  const card = await storeImage(db, pngImage(4, 4, 77), { userName: 'engine-test' });
  const status = spec.status ?? 2;
  const [quest] = await rows<{ id: number; code: string }>(
    db,
    sql`insert into quest (quest_name, quest_type, reward_point, experience_point, max_player,
          max_number_of_participation, file_id, recurrence_type, status, is_hidden, published_time)
        values (${spec.name ?? 'Engine test quest'}, ${spec.questType ?? 1}::integer,
          ${spec.rewardPoint ?? 100}::integer, ${spec.experiencePoint ?? 10}::integer,
          ${spec.maxPlayer ?? 99999}::integer, ${spec.maxNumberOfParticipation ?? 1}::integer,
          ${card.fileId}, 0, ${status}::integer, ${spec.isHidden ?? false},
          ${status > 0 ? sql`now()` : sql`null`})
        returning id, quest_code as code`,
  );
  const id = quest!.id;
  for (const [index, r] of spec.recurrences.entries()) {
    await db.execute(
      sql`insert into quest_recurrence (quest_id, recurrence_no, valid_from, valid_to, valid_to_join, recurrence_status)
          values (${id}::integer, ${index + 1}::integer, ${r.validFrom.toISOString()}::timestamptz,
            ${r.validTo.toISOString()}::timestamptz, ${(r.validToJoin ?? r.validTo).toISOString()}::timestamptz,
            ${status > 0 ? 1 : 0}::integer)`,
    );
  }
  const tasks = spec.tasks.map((task, index) => ({
    taskName: task.taskName ?? `Task ${index + 1}`,
    targetTask: task.targetTask,
    taskType: 2,
    rules: task.rules,
  }));
  for (const [index, task] of tasks.entries()) {
    await db.execute(
      sql`insert into quest_task (quest_id, task_no, task_name, target_task, task_type, rules)
          values (${id}::integer, ${index + 1}::integer, ${task.taskName}, ${task.targetTask}::integer, 2,
            ${JSON.stringify(task.rules)}::jsonb)`,
    );
  }
  for (const target of spec.targets ?? []) {
    await db.execute(
      sql`insert into quest_target (quest_id, kind, code) values (${id}::integer, ${target.kind}, ${target.code})`,
    );
  }
  if (status > 0)
    await checkFrozenRules(db, {
      questId: id,
      status,
      tasks,
      confirmNewVersion: false,
      actor: 'test',
    });
  return { id, code: quest!.code };
}

/** A rule counting events of a type whose details equal the given values. */
export function ruleOf(metadataTypeId: number, equals: Record<number, string> = {}): Rule {
  return {
    metadataTypeId,
    rulename: `type ${metadataTypeId}`,
    operation: Object.entries(equals).map(([detailId, value]) => ({
      metadataTypeDetailId: Number(detailId),
      operators: 1,
      value,
    })),
  };
}
