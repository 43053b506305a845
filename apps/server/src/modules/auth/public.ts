// The auth module's front door: all that other modules and the app may import from it.
export { authRoutes, type AuthRoutesOptions } from './routes';
export { createAuthService, type AuthService } from './grants';
