import type { AddressInfo } from 'node:net';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CAMPAIGN_API,
  CAMPAIGN_MESSAGES,
  CAMPAIGN_STATUS,
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
  type BlastMessage,
} from '@dealer/contracts/campaign';
import { desk } from './campaignDesk';
import { dateTimeColumn, listExportRoute } from '../../platform/excel/listExport';
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
import { messageRoutes } from './messageRoutes';
import { acknowledged, SUCCESS } from '../../platform/http/envelopes';

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
  // The list as an xlsx (issue 10 section 7): the same body and search (at most its 1,000
  // campaigns, newest published first); campaigns belong to no branch, so no branch scope.
  const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
  listExportRoute(
    app,
    CAMPAIGN_API.export,
    { config: desk, tags, body: ZBlastMessageList, timeZone },
    {
      title: 'Campaigns',
      fileName: 'campaigns',
      columns: [
        { header: 'Title', width: 36, value: (c: BlastMessage) => c.title },
        { header: 'Type', width: 20, value: (c) => c.blastMessageTypeDesc },
        { header: 'Promo Code', width: 14, value: (c) => c.promoCode },
        dateTimeColumn('Publish Date', 17, (c) => c.publishDate),
        dateTimeColumn('Valid From', 17, (c) => c.validFrom),
        dateTimeColumn('Valid To', 17, (c) => c.validTo),
        {
          header: 'Status',
          width: 10,
          value: (c) => (c.status === CAMPAIGN_STATUS.inactive ? 'InActive' : 'Active'),
        },
        { header: 'Email', width: 8, value: (c) => yesNo(c.isEmail) },
        { header: 'Push', width: 8, value: (c) => yesNo(c.isPush) },
        { header: 'SMS', width: 8, value: (c) => yesNo(c.isSms) },
        { header: 'Customer Target', width: 16, value: (c) => c.customerTargetCode },
        { header: 'Region', width: 14, value: (c) => c.regionCode },
        { header: 'Vehicle Type', width: 14, value: (c) => c.vehicleTypeCode },
        { header: 'Religion', width: 12, value: (c) => c.religion },
        { header: 'Gender', width: 8, value: (c) => c.gender },
        { header: 'Minimum Age', width: 10, type: 'number', value: (c) => c.minimumAge },
        { header: 'Maximum Age', width: 10, type: 'number', value: (c) => c.maximumAge },
        dateTimeColumn('Dispatched', 17, (c) => c.dispatchedTime),
        dateTimeColumn('Created', 17, (c) => c.createdTime),
        { header: 'Created By', width: 16, value: (c) => c.createdBy },
      ],
      // The list is one unpaged read: all of it on the first page, nothing after.
      page: async (body) => {
        const rows = body.page === 1 ? await listCampaigns(db, body, timeZone) : [];
        return { rows, total: rows.length };
      },
    },
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
              ...acknowledged(CAMPAIGN_MESSAGES.saved),
              blastMessage: await addCampaign(db, body.BlastMessage, body.BlastMessageImage, actor),
            },
          ];
        case 'Edit':
          return [
            {
              ...acknowledged(CAMPAIGN_MESSAGES.saved),
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
              ...acknowledged(CAMPAIGN_MESSAGES.removed),
              blastMessage: await removeCampaign(db, body.BlastMessage, actor),
            },
          ];
        case 'SetActive': {
          const blastMessage = await reactivate(db, body.BlastMessage, actor, app.campaignEngine);
          app.campaignEngine?.kick();
          return [{ ...acknowledged(CAMPAIGN_MESSAGES.activated), blastMessage }];
        }
        case 'SetNonActive':
          return [
            {
              ...acknowledged(CAMPAIGN_MESSAGES.deactivated),
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
  await app.register(messageRoutes, deps);

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
        logger: app.log,
      });
      app.log.info({ channels: [...channels.adapters.keys()] }, 'campaign delivery started');
    });
    app.addHook('onClose', async () => {
      await app.campaignEngine?.stop();
      await closeChannels();
    });
  }
};
