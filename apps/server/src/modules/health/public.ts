// The health module's front door: all that other modules and the app may import from it.
export { healthRoutes } from './routes';
