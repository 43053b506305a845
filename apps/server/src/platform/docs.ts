import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API, APP_VERSION } from '@dealer/contracts';
import { errorAnswersOf, errorComponentSchemas, type RouteFacts } from './docsAnswers';
import { ownCredentialOf, securityOf, SECURITY_SCHEMES } from './docsSecurity';
import { finishDocument } from './docsFinish';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type RouteSchema = NonNullable<ReturnType<typeof jsonSchemaTransform>['schema']> &
  Record<string, unknown>;

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

/** '/api/users/:id' -> 'users / {id}': a readable title where the route gives none. */
function summaryOf(url: string): string {
  const words = url
    .replace(/^\/api\//, '/')
    .split('/')
    .filter((part) => part !== '')
    .map((part) => (part.startsWith(':') ? `{${part.slice(1)}}` : part));
  return words.join(' / ') || url;
}

function factsOf(input: TransformInput, schema: RouteSchema): RouteFacts {
  const { route } = input;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return {
    methods,
    url: input.url,
    access: route.config?.access,
    readOnly: route.config?.readOnly === true,
    rateLimited: route.config?.rateLimit !== undefined && route.config.rateLimit !== false,
    namesSomething: ['body', 'querystring', 'params'].some((part) => schema[part] !== undefined),
    hasPathParams: input.url.includes(':'),
  };
}

/**
 * Zod schemas become OpenAPI; then, from the route's access declaration and its schema, every
 * operation gets its security, its error answers (the route's own response schemas win) and a
 * summary, and every multipart route without a body schema gets its `file` field.
 */
function transform(input: TransformInput) {
  const result = jsonSchemaTransform(input);
  if (!result.schema || result.schema.hide) return result;
  let schema = result.schema as RouteSchema;
  if (schema.consumes?.includes('multipart/form-data') && schema.body === undefined) {
    schema = { ...schema, body: MULTIPART_FILE_BODY };
  }
  const facts = factsOf(input, schema);
  const own = facts.methods.map((method) => ownCredentialOf(method, facts.url)).find(Boolean);
  schema = {
    ...schema,
    summary: schema.summary ?? summaryOf(input.url),
    security: securityOf(facts.access, own),
    response: { ...errorAnswersOf(facts, own), ...(schema.response as object | undefined) },
  };
  return { ...result, schema };
}

/** OpenAPI at /api/docs/json and the UI at /api/docs. Register before any route. */
export const docs = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Dealer back-office API',
        version: APP_VERSION,
        description:
          'Every operation lists the error answers it can give and the credential it takes. ' +
          'How the document is derived and checked: docs/api.md.',
      },
      servers: [{ url: '/', description: 'This server' }],
      components: { securitySchemes: SECURITY_SCHEMES, schemas: errorComponentSchemas() },
    },
    transform,
    // Only the OpenAPI 3 document is made here (no Swagger 2 object).
    transformObject: (document) =>
      'openapiObject' in document ? finishDocument(document.openapiObject) : document.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: API.docs });
});
