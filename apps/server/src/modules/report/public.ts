// The report module's front door: all that other modules and the app may import from it.
export { reportRoutes } from './routes';
