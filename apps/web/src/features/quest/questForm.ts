import type {
  CodeDescriptionItem,
  LocationSetting,
  QuestDetail,
  QuestSaveRequest,
  RecurrenceItem,
} from '@dealer/contracts/quest';
import { AUTO_JOIN_MAX_PLAYER, generateRecurrences } from '@dealer/contracts/quest';
import type { Rule } from '@dealer/contracts/quest-rules';

export type FormMode = 'create' | 'view' | 'copy' | 'edit';

/** '/astraquest/edit/5' -> edit; '/astraquest/create' -> create. */
export function questModeOf(pathname: string): FormMode {
  const parts = pathname.split('/').filter(Boolean);
  const candidate = parts[parts.length - 2];
  return candidate === 'view' || candidate === 'copy' || candidate === 'edit'
    ? candidate
    : 'create';
}

export interface ImageRef {
  fileId: string;
  url: string;
}

export type SettingKey = keyof LocationSetting;

export interface TaskValues {
  taskName: string;
  targetTask: number;
  taskType: 1 | 2;
  taskDescription: string;
  rules: Rule[];
}

/** What the form holds; settings as code lists (descriptions are looked up on save). */
export interface QuestFormValues {
  questName: string;
  questType: 1 | 2;
  keyword: string;
  isPodium: boolean;
  isHidden: boolean;
  questDescription: string;
  termsConditions: string;
  rewardPoint: number;
  experiencePoint: number;
  maxPlayer: number;
  maxNumberOfParticipation: number;
  recurrenceType: 0 | 1 | 2 | 3 | 4;
  recEnd: number;
  /** The first window of the simulation, YYYY-MM-DDTHH:mm:ss. */
  firstFrom?: string;
  firstTo?: string;
  firstJoin?: string;
  tasks: TaskValues[];
  settings: Record<SettingKey, string[]>;
  questReferenceCode?: string;
}

export const SETTING_KEYS: SettingKey[] = [
  'areaSetting',
  'citySetting',
  'branchSetting',
  'playerLevelSetting',
  'playerSetting',
  'playerTierSetting',
  'playerTierPeriodSetting',
  'salesmanTierSetting',
];

const emptySettings = (): Record<SettingKey, string[]> =>
  Object.fromEntries(SETTING_KEYS.map((key) => [key, []])) as unknown as Record<
    SettingKey,
    string[]
  >;

export const emptyTask = (): TaskValues => ({
  taskName: '',
  targetTask: 1,
  taskType: 2,
  taskDescription: '',
  rules: [{ metadataTypeId: 3, rulename: '', operation: [] }],
});

export const EMPTY_QUEST: QuestFormValues = {
  questName: '',
  questType: 1,
  keyword: '',
  isPodium: false,
  isHidden: false,
  questDescription: '',
  termsConditions: '',
  rewardPoint: 0,
  experiencePoint: 0,
  maxPlayer: AUTO_JOIN_MAX_PLAYER,
  maxNumberOfParticipation: 1,
  recurrenceType: 0,
  recEnd: 1,
  tasks: [emptyTask()],
  settings: emptySettings(),
};

/** A loaded quest as form values (a copy keeps everything but its status and identity). */
export function questValues(q: QuestDetail): QuestFormValues {
  const first = q.recurrences[0];
  return {
    questName: q.questName,
    questType: q.questType === 2 ? 2 : 1,
    keyword: q.keyword,
    isPodium: q.isPodium,
    isHidden: q.isHidden,
    questDescription: q.questDescription,
    termsConditions: q.termsConditions,
    rewardPoint: q.rewardPoint,
    experiencePoint: q.experiencePoint,
    maxPlayer: q.maxPlayer,
    maxNumberOfParticipation: q.maxNumberOfParticipation,
    recurrenceType: Math.min(4, Math.max(0, q.recurrenceType)) as QuestFormValues['recurrenceType'],
    recEnd: q.recEnd,
    firstFrom: first?.validFrom,
    firstTo: first?.validTo,
    firstJoin: first?.validToJoin,
    tasks: q.tasks.map((t) => ({
      taskName: t.taskName,
      targetTask: t.targetTask,
      taskType: t.taskType === 1 ? 1 : 2,
      taskDescription: t.taskDescription,
      rules: t.rules,
    })),
    settings: Object.fromEntries(
      SETTING_KEYS.map((key) => [key, q.locationSetting[key].map((item) => item.code)]),
    ) as unknown as Record<SettingKey, string[]>,
    questReferenceCode: q.questReferenceCode ?? undefined,
  };
}

/** The descriptions a quest already carries, so a saved code keeps its name. */
export function knownDescriptions(q: QuestDetail): Map<string, string> {
  const names = new Map<string, string>();
  for (const key of SETTING_KEYS)
    for (const item of q.locationSetting[key]) names.set(`${key}:${item.code}`, item.description);
  return names;
}

/** The recurrences the simulation generates from the first window, type and count. */
export function simulate(
  values: Pick<
    QuestFormValues,
    'firstFrom' | 'firstTo' | 'firstJoin' | 'recurrenceType' | 'recEnd'
  >,
): RecurrenceItem[] {
  if (!values.firstFrom || !values.firstTo || !values.firstJoin) return [];
  return generateRecurrences(
    { validFrom: values.firstFrom, validTo: values.firstTo, validToJoin: values.firstJoin },
    values.recurrenceType,
    values.recurrenceType === 0 ? 1 : values.recEnd,
  ).map((r) => ({ ...r, recurrenceStatus: 0 }));
}

/** The save body (spec 2 section 3) from the form, the images and the recurrences shown. */
export function toSaveRequest(
  values: QuestFormValues,
  card: ImageRef | null,
  attachments: ImageRef[],
  recurrences: RecurrenceItem[],
  describe: (key: SettingKey, code: string) => string,
): QuestSaveRequest {
  const locationSetting = Object.fromEntries(
    SETTING_KEYS.map((key) => [
      key,
      (values.settings[key] ?? []).map((code): CodeDescriptionItem => ({
        code,
        description: describe(key, code),
      })),
    ]),
  ) as LocationSetting;
  return {
    questName: values.questName,
    questType: values.questType,
    keyword: values.keyword,
    isPodium: values.isPodium,
    isHidden: values.isHidden,
    questDescription: values.questDescription,
    termsConditions: values.termsConditions,
    rewardPoint: values.isPodium || values.isHidden ? 0 : values.rewardPoint,
    experiencePoint: values.experiencePoint,
    maxPlayer: values.questType === 1 ? AUTO_JOIN_MAX_PLAYER : values.maxPlayer,
    maxNumberOfParticipation: values.maxNumberOfParticipation,
    fileId: card?.fileId ?? '',
    attachments: attachments.map((a) => ({ fileId: a.fileId })),
    recurrenceType: values.recurrenceType,
    recEnd: values.recurrenceType === 0 ? 1 : values.recEnd,
    recurrences: recurrences.map((r) => ({
      validFrom: r.validFrom,
      validTo: r.validTo,
      validToJoin: r.validToJoin,
      recurrenceStatus: r.recurrenceStatus,
    })),
    locationSetting,
    tasks: values.tasks.map((t) => ({
      taskName: t.taskName,
      targetTask: t.targetTask,
      taskType: t.taskType,
      taskDescription: t.taskDescription ?? '',
      rules: (t.rules ?? []).map((r) => ({
        metadataTypeId: r.metadataTypeId,
        rulename: r.rulename ?? '',
        operation: (r.operation ?? []).map((o) => ({
          metadataTypeDetailId: o.metadataTypeDetailId,
          operators: o.operators,
          value: o.value ?? '',
        })),
      })),
    })),
    questReferenceCode: values.questReferenceCode || undefined,
  };
}
