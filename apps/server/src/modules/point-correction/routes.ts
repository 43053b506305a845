import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/moduleDeps';

/** The point-correction module's HTTP routes (being built; registered by app.ts). */
export const pointCorrectionRoutes: FastifyPluginAsyncZod<ModuleDeps> = async () => {};
