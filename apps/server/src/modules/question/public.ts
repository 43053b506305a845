// The question module's front door: all that other modules may import from it.
export { questionRoutes } from './routes';
export { searchQuestions } from './query';
