import { z } from 'zod';
import { int4, list, trimmed } from '../bounds';
import { ZAck } from '../envelope';
import { fileId, imageUrl, url } from './fields';
import { ZHoliday, ZHours } from './hours';

const lat = z
  .number()
  .min(-90, 'latitude is between -90 and 90')
  .max(90, 'latitude is between -90 and 90');
const lng = z
  .number()
  .min(-180, 'longitude is between -180 and 180')
  .max(180, 'longitude is between -180 and 180');

const outletFields = {
  branchName: trimmed(200).min(1, 'branchName is required'),
  urlName: trimmed(200).regex(/^[a-z0-9-]*$/, 'urlName uses lower-case letters, digits and -'),
  streetName: trimmed(300),
  town: trimmed(100),
  service: trimmed(200),
  postalCode: trimmed(10).regex(/^\d{0,10}$/, 'postalCode has digits only'),
  showroomPhone: trimmed(30).regex(/^[0-9+()\- ]*$/, 'showroomPhone is a telephone number'),
  workshopPhone: trimmed(30).regex(/^[0-9+()\- ]*$/, 'workshopPhone is a telephone number'),
  youtube: url('youtube'),
  twitter: url('twitter'),
  instagram: url('instagram'),
  facebook: url('facebook'),
  showroomHours: ZHours,
  workshopHours: ZHours,
  holidays: list(ZHoliday, 60),
  latitude: lat,
  longitude: lng,
  branchHead: trimmed(100),
  headoftheWorkshop: trimmed(100),
  logo: fileId,
  branchImage: fileId,
  branchHeadImage: fileId,
  headoftheWorkshopImage: fileId,
};

export const ZOutletUpdate = z.object({
  source: z.literal('CMS').default('CMS'),
  branchCode: trimmed(10).min(1, 'branchCode is required'),
  version: int4({ min: 0 }),
  ...outletFields,
});
export type OutletUpdate = z.infer<typeof ZOutletUpdate>;

/** Replies are not held to the input rules: an outlet before its first save shows the branch
 * master's own fields as they are. */
const ZRangeOut = z.object({
  startDay: z.string(),
  untilDay: z.string(),
  open: z.string(),
  close: z.string(),
  closed: z.boolean(),
});
const ZHoursOut = z.object({ weekday: ZRangeOut, weekend: ZRangeOut });
const textOut = z.string();
export const ZOutlet = z.object({
  branchName: textOut,
  urlName: textOut,
  streetName: textOut,
  town: textOut,
  service: textOut,
  postalCode: textOut,
  showroomPhone: textOut,
  workshopPhone: textOut,
  youtube: textOut,
  twitter: textOut,
  instagram: textOut,
  facebook: textOut,
  showroomHours: ZHoursOut,
  workshopHours: ZHoursOut,
  holidays: z.array(
    z.object({
      date: textOut,
      label: textOut,
      closed: z.boolean(),
      open: textOut.nullable(),
      close: textOut.nullable(),
    }),
  ),
  latitude: z.number(),
  longitude: z.number(),
  branchHead: textOut,
  headoftheWorkshop: textOut,
  logo: textOut.nullable(),
  branchImage: textOut.nullable(),
  branchHeadImage: textOut.nullable(),
  headoftheWorkshopImage: textOut.nullable(),
  branchCode: z.string(),
  version: z.number().int(),
  logoUrl: imageUrl,
  branchImageUrl: imageUrl,
  branchHeadImageUrl: imageUrl,
  headoftheWorkshopImageUrl: imageUrl,
  updatedTime: z.string().nullable(),
});
export type Outlet = z.infer<typeof ZOutlet>;

export const ZBranchQuery = z.object({ branchCode: trimmed(10).optional() });
export const ZOutletListResponse = ZAck.extend({ branch: z.array(ZOutlet) });
export const ZOutletResponse = ZAck.extend({ branch: ZOutlet });
