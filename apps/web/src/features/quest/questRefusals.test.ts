import { ZRule } from '@dealer/contracts/quest-rules';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next, loadTranslations } from '../../shared/i18n/i18n';
import { emptyTask } from './questForm';
import { QUEST_ALIASES, questFieldNames, questRefusalTexts, refusalNotice } from './questRefusals';

const t = i18next.t.bind(i18next);

/** The contract's own sentences about a rule, as it says them (not copied from it). */
function ruleSentences(): string[] {
  const rules = [
    { metadataTypeId: 5, operation: [{ metadataTypeDetailId: 10, operators: 1, value: '1.5' }] },
    { metadataTypeId: 5, operation: [{ metadataTypeDetailId: 6, operators: 1, value: 'soon' }] },
    { metadataTypeId: 5, operation: [{ metadataTypeDetailId: 10, operators: 7, value: '1' }] },
    { metadataTypeId: 1, operation: [{ metadataTypeDetailId: 10, operators: 1, value: '1' }] },
    { metadataTypeId: 99, operation: [] },
  ];
  return rules.flatMap((rule) => {
    const result = ZRule.safeParse(rule);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  });
}

afterEach(async () => {
  await loadTranslations('en');
});

describe("the quest form's refusal words", () => {
  it.each(['en', 'zh', 'es', 'fr', 'it', 'ar'] as const)(
    'has words in %s for every sentence the contract says about a task rule',
    async (language) => {
      await loadTranslations(language);
      const say = questRefusalTexts(t) as (message: string) => string | undefined;
      const sentences = ruleSentences();
      expect(sentences).toHaveLength(5);
      for (const sentence of sentences) {
        const words = say(sentence);
        expect(words, sentence).toBeTruthy();
        expect(words, sentence).not.toMatch(/quest\.refusal/);
      }
    },
  );

  it('keeps the value the server names and says the rest in words', () => {
    const say = questRefusalTexts(t) as (message: string) => string | undefined;
    expect(say('unknown branch X9')).toBe('X9 is not known');
    expect(say('unknown player tier GOLDEN')).toBe('GOLDEN is not known');
    expect(say('no quest QST000042')).toBe('There is no quest QST000042');
    // Words it does not know are left to the refusal's kind.
    expect(say('questName has at most 200 characters')).toBeUndefined();
  });

  it('names what a refusal with no field is about, and never shows an API path', () => {
    const notice = (field: string) => refusalNotice(t, { field, message: 'why' });
    expect(notice('fileId')).toBe('Quest card: why');
    expect(notice('attachments.1.fileId')).toBe('Attachment 2: why');
    expect(notice('recurrences.0.validTo')).toBe('Recurrence: why');
    expect(notice('tasks.2')).toBe('Task 3: why');
    expect(notice('questId')).toBe('why');
  });
});

describe("the quest form's fields for refusals", () => {
  it("lists every task's rule operations top to bottom, between the recurrence and the targeting", () => {
    const first = emptyTask();
    first.rules = [
      {
        metadataTypeId: 5,
        rulename: '',
        operation: [{ metadataTypeDetailId: 10, operators: 1, value: '1' }],
      },
    ];
    const names = questFieldNames({ tasks: [first, emptyTask()] });
    const at = (name: string) => names.indexOf(name);
    expect(at('tasks.0.rules.0.operation.0.value')).toBeGreaterThan(at('tasks.0.rules.0.rulename'));
    expect(at('tasks.1.taskName')).toBeGreaterThan(at('tasks.0.rules.0.operation.0.value'));
    expect(at('tasks.0.taskName')).toBeGreaterThan(at('recEnd'));
    expect(at('settings.areaSetting')).toBeGreaterThan(at('tasks.1.rules.0.rulename'));
    expect(names).toContain(QUEST_ALIASES['locationSetting.branchSetting']);
  });
});
