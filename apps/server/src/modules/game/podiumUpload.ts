import { ZPodiumInput, type PodiumInput } from '@dealer/contracts/game';
import { isPlayerLevel, isPlayerTier } from '@dealer/contracts/players';
import { z } from 'zod';
import { BodyError } from '../../platform/http/errors';
import type { UploadModule } from '../../platform/upload/types';
import { findOverlaps, insertPodiums } from './podium';

type Row = PodiumInput & { row: number };

/**
 * Target podium upload: one row per level, tier and period. Codes are checked against the player
 * catalogues; overlaps within the file and with stored rows refuse the whole file (row and
 * column named), like every other upload.
 */
export const podiumUpload: UploadModule<Row, null> = {
  name: 'target-podium',
  columns: [
    { name: 'EmployeeLevel', mandatory: true, example: 'SC' },
    { name: 'PlayerTier', mandatory: true, example: 'GOLD' },
    { name: 'MonthlyTarget', mandatory: true, example: '12' },
    { name: 'ValidFrom', mandatory: true, example: '2026-01-01' },
    { name: 'ValidTo', mandatory: true, example: '2026-12-31' },
  ],
  lookups: async () => null,
  toInput(row) {
    const employeeLevel = row.text('EmployeeLevel').toUpperCase();
    const playerTier = row.text('PlayerTier').toUpperCase();
    if (!isPlayerLevel(employeeLevel)) {
      row.unknown('EmployeeLevel', employeeLevel);
    }
    if (!isPlayerTier(playerTier)) row.unknown('PlayerTier', playerTier);
    return {
      row: row.row,
      employeeLevel,
      playerTier,
      monthlyTarget: row.number('MonthlyTarget'),
      validFrom: row.date('ValidFrom'),
      validTo: row.date('ValidTo'),
    };
  },
  schema: ZPodiumInput.and(z.object({ row: z.number().int() })) as z.ZodType<Row>,
  columnOf: {
    employeeLevel: 'EmployeeLevel',
    playerTier: 'PlayerTier',
    monthlyTarget: 'MonthlyTarget',
    validFrom: 'ValidFrom',
    validTo: 'ValidTo',
  },
  unique: [],
  async insert(tx, inputs, actor) {
    const overlaps = await findOverlaps(
      tx,
      inputs.map((r) => ({ ...r, label: `row ${r.row}` })),
    );
    if (overlaps.length > 0) {
      const errors = overlaps
        .map((o) => ({ row: o.candidate.row, column: 'ValidFrom', message: o.message }))
        .sort((a, b) => a.row - b.row);
      const rows = new Set(errors.map((e) => e.row)).size;
      throw new BodyError(400, {
        acknowledge: 0,
        code: 'VALIDATION',
        message: `${rows} row(s) overlap another target podium of the same level and tier; nothing was saved`,
        inserted: 0,
        errors: errors.slice(0, 1000),
      });
    }
    return insertPodiums(tx, inputs, actor);
  },
};
