import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZUploadResponse } from '@dealer/contracts';
import type { Db } from '../../db/client';
import { buildTemplate } from '../excel/template';
import { masterAccess } from '../records/access';
import { runUpload } from './pipeline';
import { receiveSpreadsheet } from './receive';
import type { UploadModule } from './types';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** POST <upload> (multipart `file`) and GET <template> of one master module; writers only. */
export function uploadRoutes<TInput, TLookups>(
  app: FastifyInstance,
  paths: { upload: string; template: string },
  module: UploadModule<TInput, TLookups>,
  db: Db,
  tags: string[],
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    paths.upload,
    {
      config: masterAccess.write,
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: ZUploadResponse } },
    },
    async (request) =>
      runUpload(db, module, await receiveSpreadsheet(request), request.user.userName),
  );
  api.get(
    paths.template,
    { config: masterAccess.write, schema: { tags } },
    async (_request, reply) => {
      const file = await buildTemplate(module.name, module.columns);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename=${module.name}-template.xlsx`)
        .send(file);
    },
  );
}
