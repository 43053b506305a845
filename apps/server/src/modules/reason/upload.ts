import { ZReasonInput, type ReasonInput } from '@dealer/contracts';
import { reason, reasonCategory } from '../../db/schema/index';
import type { UploadModule } from '../../platform/upload/types';
import { normalizeKey } from '../../platform/records/unique';
import { uploadFlag } from '../../platform/upload/uploadFlag';
import { takenReasons } from './rules';

interface Lookups {
  categories: Map<string, number>;
  codes: Map<number, string>;
}

/** Reason upload (spec 1 section 5): ReasonCategoryCode maps to its id; IsEnabled 1 = enabled. */
export const reasonUpload: UploadModule<ReasonInput, Lookups> = {
  name: 'reason',
  columns: [
    { name: 'ReasonCategoryCode', mandatory: true, example: 'BLOCK' },
    { name: 'ReasonDescription', mandatory: true, example: 'Unit used for training' },
    { name: 'IsEnabled', mandatory: true, example: '1' },
  ],
  async lookups(db) {
    const rows = await db.select().from(reasonCategory);
    return {
      categories: new Map(rows.map((c) => [c.reasonCategoryCode.toLowerCase(), c.id])),
      codes: new Map(rows.map((c) => [c.id, c.reasonCategoryCode])),
    };
  },
  toInput(row, { categories }) {
    const code = row.text('ReasonCategoryCode');
    const reasonCategoryId = categories.get(code.toLowerCase());
    if (reasonCategoryId === undefined) {
      row.unknown('ReasonCategoryCode', code);
    }
    return {
      reasonCategoryId,
      reasonDescription: row.text('ReasonDescription'),
      isEnabled: uploadFlag(row, 'IsEnabled'),
    };
  },
  schema: ZReasonInput,
  columnOf: {
    reasonCategoryId: 'ReasonCategoryCode',
    reasonDescription: 'ReasonDescription',
    isEnabled: 'IsEnabled',
  },
  unique: [
    {
      column: 'ReasonDescription',
      label: 'Reason',
      key: (r, { codes }) =>
        r.reasonCategoryId === undefined || r.reasonDescription === undefined
          ? undefined
          : `${codes.get(r.reasonCategoryId)} ${r.reasonDescription}`,
      async taken(db, keys) {
        const { categories } = await reasonUpload.lookups(db);
        const inputs = keys.flatMap((k) => {
          const [code, ...rest] = k.split(' ');
          const id = categories.get(code ?? '');
          return id === undefined
            ? []
            : [{ reasonCategoryId: id, reasonDescription: rest.join(' '), k }];
        });
        const taken = await takenReasons(db, inputs);
        return new Set(
          inputs
            .filter((r) => taken.has(`${r.reasonCategoryId}|${normalizeKey(r.reasonDescription)}`))
            .map((r) => r.k),
        );
      },
    },
  ],
  async insert(tx, inputs, actor) {
    for (let i = 0; i < inputs.length; i += 1000) {
      await tx
        .insert(reason)
        .values(inputs.slice(i, i + 1000).map((r) => ({ ...r, createdBy: actor })));
    }
    return inputs.length;
  },
};
