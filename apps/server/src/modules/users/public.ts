// The users module's front door: all that other modules, the app and the CLI may import from it.
export { usersRoutes } from './routes';
export { createUsersService, type UsersService } from './users';
export type { Actor } from './rules';
