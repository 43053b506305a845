import { i18next } from '../../../shared/i18n/i18n';
import { confirm } from '../../../shared/ui/dialogs';

/**
 * The rules of an Active quest are frozen (a 409 named the changed tasks): shows what changed
 * and asks whether to record a new rules version. True when the user agrees.
 */
export function askNewRulesVersion(changes: readonly string[]): Promise<boolean> {
  return confirm(
    <>
      <p>{i18next.t('quest.frozenRules')}</p>
      <ul>
        {changes.map((change) => (
          <li key={change}>{change}</li>
        ))}
      </ul>
    </>,
    { okText: i18next.t('quest.newVersion') },
  );
}
