// The point-correction module's front door: all that other modules and the app may import.
export { pointCorrectionRoutes } from './routes';
