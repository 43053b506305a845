import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/moduleDeps';

/** The quest module's HTTP routes (being built; registered by app.ts). */
export const questRoutes: FastifyPluginAsyncZod<ModuleDeps> = async () => {};
