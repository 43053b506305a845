import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API, APP_VERSION } from '@dealer/contracts';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * An upload route streams its file (no body schema), so the document would show no request body at
 * all. Naming the multipart `file` field tells clients, the Swagger UI and the fuzz test
 * (src/test/fuzz.test.ts) how the route is called.
 */
const MULTIPART_FILE_BODY = {
  type: 'object',
  properties: { file: { type: 'string', format: 'binary' } },
  required: ['file'],
};

/**
 * Zod schemas become OpenAPI; every non-public route is marked as needing the bearer token, and
 * every multipart route without a body schema gets its `file` field.
 */
function transform(input: TransformInput) {
  const result = jsonSchemaTransform(input);
  if (!result.schema) return result;
  let schema = result.schema;
  const rule = input.route.config?.access;
  if (rule !== undefined && rule !== 'public') schema = { ...schema, security: [{ bearer: [] }] };
  if (schema.consumes?.includes('multipart/form-data') && schema.body === undefined) {
    schema = { ...schema, body: MULTIPART_FILE_BODY };
  }
  return schema === result.schema ? result : { ...result, schema };
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
