import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/moduleDeps';

/** The campaign module's HTTP routes (being built; registered by app.ts). */
export const campaignRoutes: FastifyPluginAsyncZod<ModuleDeps> = async () => {};
