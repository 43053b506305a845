/**
 * Campaigns (spec 1 section 7), their audience, figures and customers, one file per entity or call
 * group under campaign/. campaign/fields.ts holds the field schemas they share: only ZCampaignAge
 * is public.
 */
export * from './campaign/api';
export * from './campaign/constants';
export { ZCampaignAge } from './campaign/fields';
export * from './campaign/blast-message';
export * from './campaign/list';
export * from './campaign/command';
export * from './campaign/audience';
export * from './campaign/figures';
export * from './campaign/customers';
export * from './campaign/preview';
export * from './campaign/testSend';
export * from './campaign/provider';
