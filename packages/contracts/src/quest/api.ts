/** Company code of every quest call (spec 2 section 9). */
export const QUEST_COMPANY_CODE = '0002';

export const QUEST_API = {
  list: '/api/quest/list',
  /** The quest list as an xlsx (issue 10 section 7): the list's body (ZQuestListRequest). */
  export: '/api/quest/export',
  detail: '/api/quest/detail',
  save: '/api/quest/save',
  edit: '/api/quest/edit',
  publish: '/api/quest/publish',
  delete: '/api/quest/delete',
  uploadImage: '/api/quest/upload-image',
  saveRerun: '/api/quest/save-rerun',
  validateSetting: '/api/quest/validate-setting',
  sourcePlayer: '/api/quest/source-player',
  attributes: '/api/quest/attributes',
  customPlayerSearch: '/api/quest/custom-player-search',
  area: '/api/quest/lookup/area',
  city: '/api/quest/lookup/city',
  branch: '/api/quest/lookup/branch',
  player: '/api/quest/lookup/player',
  playerTier: '/api/quest/lookup/player-tier',
  salesmanTier: '/api/quest/lookup/salesman-tier',
  customerGroup: '/api/quest/lookup/customer-group',
  salesSource: '/api/quest/lookup/sales-source',
  model: '/api/quest/lookup/model',
  material: '/api/quest/lookup/material',
} as const;
