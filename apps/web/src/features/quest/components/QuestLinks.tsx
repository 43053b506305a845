import { QUEST_STATUS, type QuestDetail } from '@dealer/contracts/quest';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { questModeOf } from '../questForm';
import { EXPLAINED } from './StatusTag';

/**
 * The form's ways to a saved quest's other pages: edit (from view), why (not), podium (a
 * published podium quest), try on past events and copy.
 */
export function QuestLinks({
  quest,
  mode,
}: {
  quest: QuestDetail;
  mode: ReturnType<typeof questModeOf>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      {mode === 'view' && quest.status !== QUEST_STATUS.DELETED ? (
        <Button onClick={() => void navigate(`/astraquest/edit/${quest.questId}`)}>
          {t('quest.edit')}
        </Button>
      ) : null}
      {mode !== 'copy' && EXPLAINED.has(quest.status) ? (
        <Button onClick={() => void navigate(`/astraquest/why/${quest.questId}`)}>
          {t('quest.why')}
        </Button>
      ) : null}
      {mode !== 'copy' && quest.isPodium && EXPLAINED.has(quest.status) ? (
        <Button onClick={() => void navigate(`/astraquest/podium/${quest.questId}`)}>
          {t('quest.podium')}
        </Button>
      ) : null}
      {mode !== 'copy' && quest.status !== QUEST_STATUS.DELETED ? (
        <Button onClick={() => void navigate(`/astraquest/backtest/${quest.questId}`)}>
          {t('quest.backtest')}
        </Button>
      ) : null}
      {mode === 'view' ? (
        <Button onClick={() => void navigate(`/astraquest/copy/${quest.questId}`)}>
          {t('quest.copy')}
        </Button>
      ) : null}
    </>
  );
}
