import { z } from 'zod';
import { list } from '../bounds';
import { ZCodeDescription } from './fields';

const settingList = (max: number) => list(ZCodeDescription, max).default([]);

export const ZLocationSetting = z.object({
  areaSetting: settingList(100),
  citySetting: settingList(1000),
  branchSetting: settingList(2000),
  playerLevelSetting: settingList(20),
  playerSetting: settingList(20000),
  playerTierSetting: settingList(20),
  playerTierPeriodSetting: settingList(5),
  salesmanTierSetting: settingList(20),
});
export type LocationSetting = z.infer<typeof ZLocationSetting>;
export const SETTING_KEYS = Object.keys(ZLocationSetting.shape) as (keyof LocationSetting)[];
