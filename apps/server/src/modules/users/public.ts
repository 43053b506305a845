// The users module's front door: all that other modules, the app and the CLI may import from it.
export { usersRoutes } from './routes';
export { createUsersService, type Actor, type UsersService } from './service';
