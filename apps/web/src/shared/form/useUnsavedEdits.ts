import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLeaveGuard } from './useLeaveGuard';

/**
 * The one place every form page asks before its edits are lost: once the user has edited
 * (`markEdited`, from antd's onValuesChange or a draft's setter), leaving through the menu, a
 * link, Back or the browser asks first (react-router's blocker, and beforeunload for a reload or
 * a closed tab). After a save, `release` lets the form navigate away itself, and `saved` makes a
 * form that stays on its page clean again.
 */
export function useUnsavedEdits(enabled = true) {
  const { t } = useTranslation();
  const [edited, setEdited] = useState(false);
  const release = useLeaveGuard(enabled && edited, t('master.leaveUnsaved'));
  const markEdited = useCallback(() => setEdited(true), []);
  const saved = useCallback(() => setEdited(false), []);
  return { edited, markEdited, release, saved };
}
