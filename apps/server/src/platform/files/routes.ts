import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Role } from '@dealer/contracts';
import { FILES_API, ZFileParams, ZStoredImage } from '@dealer/contracts/files';
import type { Db } from '../../db/client';
import { access } from '../access/access';
import { notFound } from '../http/errors';
import { receiveImage } from './receiveImage';
import { readImage, storeImage } from './store';

/** Roles whose screens carry images: quests and game products, branch content, campaigns. */
export const IMAGE_EDITORS: readonly Role[] = [
  'astraquestadmin',
  'astraquestgamemaster',
  'pickontenho',
  'pickontencabang',
  'ho_campaign',
];

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Upload an image (the spec's 'uploaded first' step) and read it back. Reads are public because
 * <img> tags and the group's website send no credentials; the id is the SHA-256 of the bytes, so
 * an answer never changes and is cached for a year.
 */
export const filesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['files'];
  app.post(
    FILES_API.image,
    {
      config: access.roles(...IMAGE_EDITORS),
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: ZStoredImage } },
    },
    async (request) => {
      const { bytes, fileName } = await receiveImage(request);
      return storeImage(db, bytes, { userName: request.user.userName, fileName });
    },
  );

  app.get(
    FILES_API.file,
    { config: access.public, schema: { tags, params: ZFileParams } },
    async (request, reply) => {
      const etag = `"${request.params.fileId}"`;
      reply.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
      reply.header('etag', etag);
      // The group's website shows these images from its own origin.
      reply.header('cross-origin-resource-policy', 'cross-origin');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const image = await readImage(db, request.params.fileId);
      if (!image) throw notFound('Image not found');
      return reply.type(image.mime).send(image.data);
    },
  );
};
