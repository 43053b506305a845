import type { Rule } from 'antd/es/form';
import { i18next } from '../i18n/i18n';
import { numberProblem, type NumberBounds, type NumberProblem } from './numberBounds';

/** The refusal in the user's language, with the bounds written as their locale writes numbers. */
export function numberProblemText(problem: NumberProblem): string {
  const format = new Intl.NumberFormat(i18next.language, { maximumFractionDigits: 20 });
  switch (problem.kind) {
    case 'notANumber':
      return i18next.t('form.number.notANumber');
    case 'wholeNumber':
      return i18next.t('form.number.wholeNumber');
    case 'decimals':
      return i18next.t('form.number.decimals', { decimals: problem.decimals });
    case 'range':
      return i18next.t('form.number.range', {
        min: format.format(problem.min),
        max: format.format(problem.max),
      });
  }
}

/**
 * The rules of a number field: what was typed stays in the field, and a value outside the bounds
 * or with too many decimals is refused there, saying what is allowed, so Save is refused too
 * (antd's InputNumber would clamp it to min/max and round it on blur without a word).
 */
export function numberRules(
  bounds: NumberBounds,
  options: { required?: string | false } = {},
): Rule[] {
  const rules: Rule[] = [
    {
      validator: async (_rule, value: unknown) => {
        const problem = numberProblem(value, bounds);
        if (problem) throw new Error(numberProblemText(problem));
      },
    },
  ];
  if (options.required) rules.unshift({ required: true, message: options.required });
  return rules;
}
