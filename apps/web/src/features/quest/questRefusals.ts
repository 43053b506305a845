import { SETTING_KEYS } from '@dealer/contracts/quest';
import { valueProblem } from '@dealer/contracts/quest-rules';
import type { TFunction } from 'i18next';
import type { ContractTexts } from '../../shared/form/contractCheck';
import type { FieldMessage } from '../../shared/ui/formErrors';
import type { QuestFormValues } from './questForm';

const BASIC_FIELDS = [
  'questName',
  'keyword',
  'questType',
  'isPodium',
  'isHidden',
  'rewardPoint',
  'experiencePoint',
  'maxPlayer',
  'maxNumberOfParticipation',
  'questDescription',
  'termsConditions',
];
const RECURRENCE_FIELDS = ['recurrenceType', 'recEnd', 'firstFrom', 'firstTo', 'firstJoin'];
const OPERATION_FIELDS = ['metadataTypeDetailId', 'operators', 'value'];

/**
 * Every field of the form as a dotted name path, top to bottom as the sections draw them: a
 * refusal of `tasks.1.rules.0.operation.0.value` lands on the value input of task 2, rule 1,
 * operation 1, and the first one in this order is the one scrolled to. Built from the values,
 * since tasks, rules and operations come and go.
 */
export function questFieldNames(values: Pick<QuestFormValues, 'tasks'>): string[] {
  const tasks = (values.tasks ?? []).flatMap((task, t) => {
    const at = `tasks.${t}`;
    const rules = (task?.rules ?? []).flatMap((rule, r) => [
      `${at}.rules.${r}.metadataTypeId`,
      `${at}.rules.${r}.rulename`,
      ...(rule?.operation ?? []).flatMap((_, o) =>
        OPERATION_FIELDS.map((name) => `${at}.rules.${r}.operation.${o}.${name}`),
      ),
    ]);
    return [
      `${at}.taskName`,
      `${at}.taskType`,
      `${at}.targetTask`,
      `${at}.taskDescription`,
      ...rules,
    ];
  });
  return [
    ...BASIC_FIELDS,
    ...RECURRENCE_FIELDS,
    ...tasks,
    ...SETTING_KEYS.map((key) => `settings.${key}`),
    'questReferenceCode',
  ];
}

/** The request names the targeting `locationSetting`; the form holds it as `settings`. */
export const QUEST_ALIASES: Readonly<Record<string, string>> = Object.fromEntries(
  SETTING_KEYS.map((key) => [`locationSetting.${key}`, `settings.${key}`]),
);

/** Words of the contract and the server (quest.ts, quest-rules.ts, the save's database checks). */
const exactTexts = (t: TFunction): Record<string, string> => ({
  'questName is required': t('quest.required'),
  'taskName is required': t('quest.required'),
  'value is required': t('quest.required'),
  // The contract's own sentences for a value that does not fit its detail, asked of it.
  [valueProblem('number', 'x') ?? '']: t('quest.refusal.wholeNumberValue'),
  [valueProblem('date', 'x') ?? '']: t('quest.refusal.dateValue'),
  'must be well-formed text': t('quest.refusal.wellFormed'),
  'a task needs at least one rule': t('quest.refusal.needsRule'),
  'a quest needs at least one task': t('quest.refusal.needsTask'),
  'a task of a published quest cannot be removed': t('quest.refusal.taskRemoved'),
  'a quest without recurrence (None) has exactly one recurrence': t('quest.refusal.oneWindow'),
  'must be after validFrom': t('quest.refusal.endAfterStart'),
  'must lie between validFrom and validTo': t('quest.refusal.joinInside'),
  'the quest card image was not uploaded': t('quest.refusal.notUploaded'),
  'the file was not uploaded': t('quest.refusal.notUploaded'),
  'cancellationReason is required to stop a quest': t('quest.refusal.reasonRequired'),
});

/** Words that carry a value: the value is said, the rest in the user's language. */
const patternTexts = (t: TFunction): [RegExp, (match: RegExpMatchArray) => string][] => [
  [/^no quest (.+)$/, ([, code]) => t('quest.refusal.noQuest', { code })],
  [
    // Longest first: 'player' alone would take 'player tier GOLD' as the code 'tier GOLD'.
    /^unknown (?:player level|player tier|salesman tier|tier period|area|city|branch|player) (.+)$/,
    ([, code]) => t('quest.refusal.unknownCode', { code }),
  ],
  [/^unknown metadata type /, () => t('quest.refusal.unknownEventType')],
  [/^metadata type detail \d+ is not a detail of /, () => t('quest.refusal.detailNotOfType')],
  [/ does not admit '.+'$/, () => t('quest.refusal.operatorNotAdmitted')],
];

/** The quest's refusals in the user's language (see ContractTexts); undefined: by its kind. */
export function questRefusalTexts(t: TFunction): ContractTexts {
  const exact = exactTexts(t);
  const patterns = patternTexts(t);
  return (message) => {
    if (exact[message]) return exact[message];
    for (const [pattern, say] of patterns) {
      const match = message.match(pattern);
      if (match) return say(match);
    }
    return undefined;
  };
}

/**
 * A refusal that fits no field of the form (the card, an attachment, the recurrence rows, a
 * whole task, the stop reason), said above the form in words: what it is about, then why. A
 * path the form cannot name is left out rather than shown as an API path.
 */
export function refusalNotice(t: TFunction, { field, message }: FieldMessage): string {
  const [head = '', index] = field.split('.');
  const n = index !== undefined && /^\d+$/.test(index) ? Number(index) + 1 : undefined;
  const subjects: Record<string, string | undefined> = {
    fileId: t('quest.card'),
    attachments: n ? t('quest.attachment', { n }) : t('quest.attachments'),
    recurrences: t('quest.recurrence'),
    tasks: n ? t('quest.taskN', { n }) : t('quest.tasks'),
    cancellationReason: t('quest.cancellationReason'),
  };
  const subject = subjects[head];
  return subject ? `${subject}: ${message}` : message;
}
