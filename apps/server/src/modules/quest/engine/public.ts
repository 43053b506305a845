/**
 * What the quest console (modules/quest) calls of the engine: the save-rerun requests and the
 * frozen-rules check on publish and edit. See docs/quest.md, 'The engine'.
 */
export { processRerunRequests, rerunQuest } from './rerun';
export { checkFrozenRules } from './versions';
