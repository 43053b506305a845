/**
 * Point correction, player points and the salesman app's points calls (spec 2 sections 3, 7
 * 'Point correction', 8, 9; issue 12 'The ledger'). Quest API wire shapes: every reply carries
 * `responseCode` ('200' on success), `responseText` ('Success') and `errorMsg`; failures also keep
 * the console's error body (`acknowledge: 0`, `code`, `message`), so errorMsg and message agree.
 */
export const POINT_CORRECTION_API = {
  template: '/api/quest/pointcorrection/template',
  /** multipart `file`: validates every row, keeps a Previewed batch, answers its preview. */
  upload: '/api/quest/pointcorrection/upload',
  /** The spec's JSON shape (row arrays): the same validation and preview as an upload. */
  save: '/api/quest/pointcorrection/save',
  batches: '/api/quest/pointcorrection/batches',
  /** POST, xlsx: the batch history as its filter and sort pick it (ZBatchExportRequest). */
  batchesExport: '/api/quest/pointcorrection/batches/export',
  batch: '/api/quest/pointcorrection/batch',
  commit: '/api/quest/pointcorrection/commit',
  discard: '/api/quest/pointcorrection/discard',
  reverse: '/api/quest/pointcorrection/reverse',
  branches: '/api/quest/pointcorrection/branches',
  players: '/api/quest/pointcorrection/players',
} as const;

export const PLAYER_POINTS_API = {
  list: '/api/quest/playerpoints/list',
  entries: '/api/quest/playerpoints/entries',
  export: '/api/quest/playerpoints/export',
  outstanding: '/api/quest/playerpoints/outstanding',
} as const;

/** Calls of the salesman app: service clients (HTTP Basic, SERVICE_CLIENTS), as for orders. */
export const POINTS_SERVICE_API = {
  points: '/api/quest/service/player/points',
  redeem: '/api/quest/service/player/redeem',
} as const;
