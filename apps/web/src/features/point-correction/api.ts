import {
  PLAYER_POINTS_API,
  POINT_CORRECTION_API,
  ZBatchListResponse,
  ZBatchPreview,
  ZBranchOptionsResponse,
  ZDefectData,
  ZEntriesResponse,
  ZOutstandingResponse,
  ZPlayerOptionsResponse,
  ZPlayerPointsResponse,
  type BatchListQuery,
  type BatchPreview,
  type DefectData,
  type PlayerPointsExportQuery,
  type PlayerPointsQuery,
} from '@dealer/contracts/point-correction';
import { z } from 'zod';
import { isApiError } from '../../shared/api/ApiError';
import { apiGet, apiPost, isErrorBody } from '../../shared/api/client';
import { expectReply, parseReply } from '../../shared/api/expectReply';
import { downloadFile, postFile } from '../../shared/kit/transfer';

export const pointKeys = {
  all: ['point-correction'] as const,
  branches: ['point-correction', 'branches'] as const,
  players: (branchCode: string) => ['point-correction', 'players', branchCode] as const,
  batches: (q: BatchListQuery) => ['point-correction', 'batches', q] as const,
  playerPoints: (q: PlayerPointsQuery) => ['point-correction', 'player-points', q] as const,
  entries: (playerNo: string) => ['point-correction', 'entries', playerNo] as const,
  outstanding: ['point-correction', 'outstanding'] as const,
};

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

export async function fetchBranches(signal: AbortSignal) {
  const reply = await apiGet(POINT_CORRECTION_API.branches, { signal });
  return expectReply(ZBranchOptionsResponse, reply).branches;
}

export async function fetchPlayers(branchCode: string, signal: AbortSignal) {
  const reply = await apiGet(`${POINT_CORRECTION_API.players}${query({ branchCode })}`, { signal });
  return expectReply(ZPlayerOptionsResponse, reply).players;
}

export const downloadTemplate = (branchCode: string, playerNos: string[]) =>
  downloadFile(
    `${POINT_CORRECTION_API.template}${query({ branchCode, playerNos: playerNos.join(',') })}`,
    'point-correction-template.xlsx',
  );

/** Why a file or a commit was refused: the message and the wrong cells (nothing was booked). */
export interface Refusal {
  message: string;
  defects: DefectData[];
}

const ZRefusalBody = z.object({
  message: z.string().min(1),
  defectDatas: z.array(ZDefectData).default([]),
});

function refusalOf(body: unknown, fallback: string): Refusal {
  const parsed = ZRefusalBody.safeParse(body);
  return parsed.success
    ? { message: parsed.data.message, defects: parsed.data.defectDatas }
    : { message: fallback, defects: [] };
}

export type Outcome = { ok: true; preview: BatchPreview } | { ok: false; refusal: Refusal };

/** Sends the file; every row is checked and a preview comes back, or the defects. */
export async function uploadCorrection(file: File): Promise<Outcome> {
  const reply = await postFile<unknown>(POINT_CORRECTION_API.upload, file);
  const preview = ZBatchPreview.safeParse(reply);
  if (preview.success) return { ok: true, preview: preview.data };
  return { ok: false, refusal: refusalOf(reply, 'Failed') };
}

/** A command on a batch; 400 and 409 come back as a refusal (with the defects, if any). */
async function batchCommand(path: string, body: unknown): Promise<Outcome> {
  try {
    const reply = await apiPost(path, body, { handles: [409] });
    if (isErrorBody(reply)) return { ok: false, refusal: refusalOf(reply, reply.message) };
    return { ok: true, preview: parseReply(ZBatchPreview, reply) };
  } catch (error) {
    if (isApiError(error) && error.status === 409) {
      return { ok: false, refusal: refusalOf(error.body, error.message) };
    }
    throw error;
  }
}

export const commitBatch = (preview: BatchPreview, confirmDuplicate: boolean) =>
  batchCommand(POINT_CORRECTION_API.commit, {
    batchId: preview.batch.batchId,
    version: preview.batch.version,
    confirmDuplicate,
  });

export const discardBatch = (preview: BatchPreview) =>
  batchCommand(POINT_CORRECTION_API.discard, {
    batchId: preview.batch.batchId,
    version: preview.batch.version,
  });

export const reverseBatch = (batchId: number, version: number, reason: string) =>
  batchCommand(POINT_CORRECTION_API.reverse, { batchId, version, reason });

export async function fetchBatch(batchId: number) {
  const reply = await apiGet(`${POINT_CORRECTION_API.batch}/${batchId}`);
  return expectReply(ZBatchPreview, reply);
}

/** One page of the batch history, filtered and sorted as the URL says (BatchHistory). */
export async function fetchBatches(q: BatchListQuery, signal: AbortSignal) {
  const reply = await apiGet(`${POINT_CORRECTION_API.batches}${query({ ...q })}`, { signal });
  return expectReply(ZBatchListResponse, reply);
}

// ---- player points ---------------------------------------------------------------------------

export async function fetchPlayerPoints(q: PlayerPointsQuery, signal: AbortSignal) {
  const reply = await apiGet(`${PLAYER_POINTS_API.list}${query({ ...q })}`, { signal });
  return expectReply(ZPlayerPointsResponse, reply);
}

export async function fetchEntries(
  playerNo: string,
  beforeId: number | undefined,
  signal: AbortSignal,
) {
  const reply = await apiGet(
    `${PLAYER_POINTS_API.entries}${query({ playerNo, beforeId, limit: 50 })}`,
    {
      signal,
    },
  );
  return expectReply(ZEntriesResponse, reply);
}

export async function fetchOutstanding(signal: AbortSignal) {
  return expectReply(ZOutstandingResponse, await apiGet(PLAYER_POINTS_API.outstanding, { signal }));
}

/** The file of the list as shown: its filters and its sort (the players come in that order). */
export const exportPlayerPoints = (q: PlayerPointsExportQuery) =>
  downloadFile(`${PLAYER_POINTS_API.export}${query({ ...q })}`, 'player-points.xlsx');
