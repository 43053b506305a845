import { z } from 'zod';
import { ZAck } from '../envelope';
import { ALL, GENDERS, RELIGIONS } from './constants';
import { code, ZAge } from './fields';

/** Options of the form's selects. */
export const ZCampaignOptionsResponse = ZAck.extend({
  regions: z.array(z.object({ code: z.string(), name: z.string() })),
  vehicleTypes: z.array(z.object({ code: z.string(), name: z.string() })),
  religions: z.array(z.string()),
});
export type CampaignOptionsResponse = z.infer<typeof ZCampaignOptionsResponse>;

/** The audience preview: who the targeting reaches, per channel they consented to. */
export const ZAudienceQuery = z
  .object({
    regionCode: code('regionCode').default(ALL),
    vehicleTypeCode: code('vehicleTypeCode').default(ALL),
    religion: z.enum([ALL, ...RELIGIONS]).default(ALL),
    minimumAge: ZAge.default(0),
    maximumAge: ZAge.default(100),
    gender: z.enum([ALL, ...GENDERS]).default(ALL),
  })
  .refine((m) => m.minimumAge <= m.maximumAge, {
    path: ['maximumAge'],
    message: 'maximumAge must not be below minimumAge',
  });
export type AudienceQuery = z.infer<typeof ZAudienceQuery>;
export const ZAudienceResponse = ZAck.extend({
  customers: z.number().int(),
  email: z.number().int(),
  sms: z.number().int(),
  push: z.number().int(),
});
export type AudienceResponse = z.infer<typeof ZAudienceResponse>;
