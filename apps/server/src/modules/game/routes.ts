import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/moduleDeps';

/** The game module's HTTP routes (being built; registered by app.ts). */
export const gameRoutes: FastifyPluginAsyncZod<ModuleDeps> = async () => {};
