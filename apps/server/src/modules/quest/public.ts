// The quest module's front door: all that other modules and the app may import from it.
export { questRoutes } from './routes';
export { questEngineRoutes } from './engine/routes';
export { startQuestLifeSweep } from './lifeSweep';
// Every order move is an event the quest engine scores, in the move's own transaction.
export { recordOrderMove } from './engine/orderEvents';
