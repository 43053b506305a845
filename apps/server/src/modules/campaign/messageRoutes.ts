import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CAMPAIGN_API,
  TEST_SENDS_PER_MINUTE,
  ZCampaignPreviewQuery,
  ZCampaignPreviewResponse,
  ZCampaignTestSend,
  ZCampaignTestSendResponse,
} from '@dealer/contracts/campaign';
import type { ModuleDeps } from '../../platform/moduleDeps';
import { desk } from './campaignDesk';
import { campaignPreview } from './preview';
import { sendTest } from './testSend';

/** The campaign form's message before it goes out (issue 40): its preview and its test send. */
export const messageRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db, config } = deps;
  const tags = ['campaign'];
  app.post(
    CAMPAIGN_API.preview,
    {
      config: { ...desk, readOnly: true },
      schema: { tags, body: ZCampaignPreviewQuery, response: { 200: ZCampaignPreviewResponse } },
    },
    async (request) => campaignPreview(db, config.messaging, request.body),
  );
  app.post(
    CAMPAIGN_API.testSend,
    {
      config: {
        ...desk,
        // Per user, once the caller is known: each test is a real message through a paid provider.
        rateLimit: {
          max: TEST_SENDS_PER_MINUTE,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => `campaign-test:${request.user?.userName ?? request.ip}`,
        },
      },
      schema: { tags, body: ZCampaignTestSend, response: { 200: ZCampaignTestSendResponse } },
    },
    async (request) =>
      sendTest(
        db,
        config.messaging,
        app.campaignEngine?.adapters,
        request.body,
        request.user.userName,
      ),
  );
};
