/** The part of an OpenAPI 3 document (as @fastify/swagger writes it) that the fuzz test reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

interface ParameterObject {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OperationObject {
  parameters?: ParameterObject[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
}

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** One route of the document, in the terms the fuzz test sends requests in. */
export interface Operation {
  method: string;
  /** The OpenAPI path, `/api/x/{id}`. */
  path: string;
  /** The path as Fastify registered it, `/api/x/:id` (the key of app.routeAccess). */
  routePath: string;
  pathParams: Parameter[];
  query: Parameter[];
  /** The first declared request body (JSON, form or multipart). */
  body?: { contentType: string; schema: JsonSchema };
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head']);

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const parameters = operation.parameters ?? [];
      const of = (place: ParameterObject['in']) =>
        parameters
          .filter((p) => p.in === place)
          .map((p) => ({ name: p.name, required: p.required === true, schema: p.schema ?? {} }));
      const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        routePath: path.replace(/\{([^}]+)\}/g, ':$1'),
        pathParams: of('path'),
        query: of('query'),
        body: contentType ? { contentType, schema: media?.schema ?? {} } : undefined,
      });
    }
  }
  return operations;
}
