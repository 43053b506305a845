import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API, APP_VERSION } from '@dealer/contracts';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** Zod schemas become OpenAPI; every non-public route is marked as needing the bearer token. */
function transform(input: TransformInput) {
  const result = jsonSchemaTransform(input);
  const rule = input.route.config?.access;
  if (result.schema && rule !== undefined && rule !== 'public') {
    return { ...result, schema: { ...result.schema, security: [{ bearer: [] }] } };
  }
  return result;
}

/** OpenAPI at /api/docs/json and the UI at /api/docs. Register before any route. */
export const docs = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Dealer back-office API', version: APP_VERSION },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: API.docs });
});
