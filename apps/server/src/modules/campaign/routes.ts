import type { AddressInfo } from 'node:net';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CAMPAIGN_API,
  CAMPAIGN_MESSAGES,
  ZAudienceQuery,
  ZAudienceResponse,
  ZBlastCommand,
  ZBlastCommandResponse,
  ZBlastMessageById,
  ZBlastMessageByIdResponse,
  ZBlastMessageList,
  ZBlastMessageListResponse,
  ZCampaignOptionsResponse,
  ZCustomerSearch,
  ZCustomerSearchResponse,
  ZFiguresResponse,
  ZImageUploadResponse,
  ZMessageTypeResponse,
} from '@dealer/contracts/campaign';
import { access } from '../../platform/access/access';
import { receiveImage } from '../../platform/files/receiveImage';
import { storeImage } from '../../platform/files/store';
import type { ModuleDeps } from '../../platform/moduleDeps';
import { audiencePreview } from './audience';
import { channelsFromConfig } from './channels';
import { addCampaign, editCampaign, removeCampaign, setCampaignStatus } from './commands';
import { searchCustomers } from './customers';
import { startCampaignEngine, type CampaignEngine } from './engine';
import { campaignFigures } from './figures';
import { campaignOptions, campaignRow, campaignTypes, getCampaign, listCampaigns } from './query';
import { reactivate } from './reactivate';
import { serviceRoutes } from './serviceRoutes';
import { directoryRoutes } from './directoryRoutes';

const SUCCESS = { acknowledge: 1 as const, message: 'Success' };

/** The campaign console's roles; superadmin passes every rule (README: the demo ho_campaign). */
const desk = access.roles('ho_campaign', 'ho_testdrive');

declare module 'fastify' {
  interface FastifyInstance {
    /** Campaign dispatch and delivery; started when the server listens (tests start their own). */
    campaignEngine?: CampaignEngine | undefined;
  }
}

/** Campaigns (spec 1 sections 2-9), their audience, delivery figures, and the customer directory. */
export const campaignRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db, database, config, timeZone } = deps;
  const tags = ['campaign'];

  app.post(
    CAMPAIGN_API.list,
    {
      config: { ...desk, readOnly: true },
      schema: { tags, body: ZBlastMessageList, response: { 200: ZBlastMessageListResponse } },
    },
    async (request) => ({
      ...SUCCESS,
      listBlastMessages: await listCampaigns(db, request.body, timeZone),
    }),
  );
  app.post(
    CAMPAIGN_API.types,
    {
      config: { ...desk, readOnly: true },
      schema: { tags, response: { 200: ZMessageTypeResponse } },
    },
    async () => ({ ...SUCCESS, listMessagesType: await campaignTypes(db) }),
  );
  app.get(
    CAMPAIGN_API.options,
    { config: desk, schema: { tags, response: { 200: ZCampaignOptionsResponse } } },
    async () => ({ ...SUCCESS, ...(await campaignOptions(db)) }),
  );
  app.post(
    CAMPAIGN_API.byId,
    {
      config: { ...desk, readOnly: true },
      schema: { tags, body: ZBlastMessageById, response: { 200: ZBlastMessageByIdResponse } },
    },
    async (request) => {
      const id = request.body.BlastMessageId;
      const [blastMessage, row] = await Promise.all([getCampaign(db, id), campaignRow(db, id)]);
      return {
        ...SUCCESS,
        blastMessage,
        blastMessageImageList:
          row.imageFileId && row.imageUrl
            ? [{ fileId: row.imageFileId, sequence: row.imageSequence, url: row.imageUrl }]
            : [],
      };
    },
  );
  app.post(
    CAMPAIGN_API.image,
    {
      config: desk,
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: ZImageUploadResponse } },
    },
    async (request) => {
      const { bytes, fileName } = await receiveImage(request);
      const image = await storeImage(db, bytes, { userName: request.user.userName, fileName });
      return { ...SUCCESS, urlImage: image.url, fileId: image.fileId };
    },
  );
  app.post(
    CAMPAIGN_API.command,
    {
      config: desk,
      schema: { tags, body: ZBlastCommand, response: { 200: ZBlastCommandResponse } },
    },
    async (request) => {
      const body = request.body;
      const actor = request.user.userName;
      switch (body.Action) {
        case 'Add':
          return [
            {
              acknowledge: 1 as const,
              message: CAMPAIGN_MESSAGES.saved,
              blastMessage: await addCampaign(db, body.BlastMessage, body.BlastMessageImage, actor),
            },
          ];
        case 'Edit':
          return [
            {
              acknowledge: 1 as const,
              message: CAMPAIGN_MESSAGES.saved,
              blastMessage: await editCampaign(
                db,
                body.BlastMessage,
                body.BlastMessageImage,
                actor,
              ),
            },
          ];
        case 'Remove':
          return [
            {
              acknowledge: 1 as const,
              message: CAMPAIGN_MESSAGES.removed,
              blastMessage: await removeCampaign(db, body.BlastMessage, actor),
            },
          ];
        case 'SetActive': {
          const blastMessage = await reactivate(db, body.BlastMessage, actor, app.campaignEngine);
          app.campaignEngine?.kick();
          return [{ acknowledge: 1 as const, message: CAMPAIGN_MESSAGES.activated, blastMessage }];
        }
        case 'SetNonActive':
          return [
            {
              acknowledge: 1 as const,
              message: CAMPAIGN_MESSAGES.deactivated,
              blastMessage: await setCampaignStatus(db, body.BlastMessage, false, actor),
            },
          ];
      }
    },
  );
  app.post(
    CAMPAIGN_API.audience,
    {
      config: { ...desk, readOnly: true },
      schema: { tags, body: ZAudienceQuery, response: { 200: ZAudienceResponse } },
    },
    async (request) => ({ ...SUCCESS, ...(await audiencePreview(db, request.body, timeZone)) }),
  );
  app.post(
    CAMPAIGN_API.figures,
    {
      config: { ...desk, readOnly: true },
      schema: { tags, body: ZBlastMessageById, response: { 200: ZFiguresResponse } },
    },
    async (request) => ({
      ...SUCCESS,
      ...(await campaignFigures(db, request.body.BlastMessageId, config.demo)),
    }),
  );
  app.post(
    CAMPAIGN_API.customers,
    {
      config: { ...desk, readOnly: true },
      schema: { tags, body: ZCustomerSearch, response: { 200: ZCustomerSearchResponse } },
    },
    async (request) => ({ ...SUCCESS, ...(await searchCustomers(db, request.body)) }),
  );

  await app.register(serviceRoutes, deps);
  await app.register(directoryRoutes, deps);

  // Delivery runs where the server listens (main.ts), never in inject-only test apps.
  if (config.messaging.dispatch) {
    let closeChannels = async () => {};
    app.addHook('onListen', async () => {
      const port = (app.server.address() as AddressInfo | null)?.port ?? config.port;
      const channels = await channelsFromConfig(database, config.messaging, config.demo, port);
      closeChannels = channels.close;
      app.campaignEngine = await startCampaignEngine({
        database,
        config: config.messaging,
        timeZone,
        adapters: channels.adapters,
        log: (error, message) => app.log.error({ err: error }, message),
      });
      app.log.info({ channels: [...channels.adapters.keys()] }, 'campaign delivery started');
    });
    app.addHook('onClose', async () => {
      await app.campaignEngine?.stop();
      await closeChannels();
    });
  }
};
