import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTENT_MAP_API,
  ZMapSettingsResponse,
  type MapSettings,
} from '@dealer/contracts/content-map';
import { access } from '../../platform/access/access';
import { SUCCESS } from '../../platform/http/envelopes';

/**
 * The outlet map's settings for the console, read at run time as the console reads its OAuth
 * client: a deployment changes its tile server or geocoder with a restart, not a new build. Only
 * the content editors open the map, so only they are told.
 */
export const mapSettingsRoute: FastifyPluginAsyncZod<{ map: MapSettings }> = async (
  app,
  options,
) => {
  app.get(
    CONTENT_MAP_API.settings,
    {
      config: { ...access.roles('pickontenho', 'pickontencabang'), readOnly: true },
      schema: { tags: ['content'], response: { 200: ZMapSettingsResponse } },
    },
    async () => ({ ...SUCCESS, ...options.map }),
  );
};
