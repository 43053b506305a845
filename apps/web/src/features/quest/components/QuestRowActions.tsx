import {
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  ExperimentOutlined,
  EyeOutlined,
  QuestionCircleOutlined,
} from '@ant-design/icons';
import {
  QUEST_STATUS,
  canMoveQuest,
  type QuestListItem,
  type QuestStatus,
} from '@dealer/contracts/quest';
import { Button, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EXPLAINED } from './StatusTag';

/**
 * Why a quest of `status` cannot be deleted (the locale key), or undefined when it can: the
 * server refuses Delete on an Active quest (QUEST_TRANSITIONS), so the list does not offer it.
 */
export function deleteRefusalOf(status: number): 'quest.deleteActive' | undefined {
  return canMoveQuest(status as QuestStatus, QUEST_STATUS.DELETED)
    ? undefined
    : 'quest.deleteActive';
}

/** A quest row's actions: view, edit, why (not), try on past events, copy and delete. */
export function QuestRowActions({
  row,
  onDelete,
}: {
  row: QuestListItem;
  onDelete: (row: QuestListItem) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refusal = deleteRefusalOf(row.status);
  const deleteRefusal = refusal ? t(refusal) : undefined;
  return (
    <Space size={4}>
      <Tooltip title={t('quest.view')}>
        <Button
          size="small"
          icon={<EyeOutlined />}
          aria-label={`${t('quest.view')} ${row.questCode}`}
          onClick={() => void navigate(`/astraquest/view/${row.questId}`)}
        />
      </Tooltip>
      {row.status !== QUEST_STATUS.DELETED ? (
        <Tooltip title={t('quest.edit')}>
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={`${t('quest.edit')} ${row.questCode}`}
            onClick={() => void navigate(`/astraquest/edit/${row.questId}`)}
          />
        </Tooltip>
      ) : null}
      {/* Published quests have progress to explain; drafts have none yet. */}
      {EXPLAINED.has(row.status) ? (
        <Tooltip title={t('quest.why')}>
          <Button
            size="small"
            icon={<QuestionCircleOutlined />}
            aria-label={t('quest.whyOf', { code: row.questCode })}
            onClick={() => void navigate(`/astraquest/why/${row.questId}`)}
          />
        </Tooltip>
      ) : null}
      {row.status !== QUEST_STATUS.DELETED ? (
        <Tooltip title={t('quest.backtest')}>
          <Button
            size="small"
            icon={<ExperimentOutlined />}
            aria-label={t('quest.backtestOf', { code: row.questCode })}
            onClick={() => void navigate(`/astraquest/backtest/${row.questId}`)}
          />
        </Tooltip>
      ) : null}
      <Tooltip title={t('quest.copy')}>
        <Button
          size="small"
          icon={<CopyOutlined />}
          aria-label={`${t('quest.copy')} ${row.questCode}`}
          onClick={() => void navigate(`/astraquest/copy/${row.questId}`)}
        />
      </Tooltip>
      {row.status !== QUEST_STATUS.DELETED ? (
        // On a wrapper: a disabled button hears no pointer, and the reason must show on hover.
        <Tooltip title={deleteRefusal ?? t('quest.delete')}>
          <span className="quest-delete-reason">
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`${t('quest.delete')} ${row.questCode}`}
              aria-description={deleteRefusal}
              disabled={deleteRefusal !== undefined}
              onClick={() => onDelete(row)}
            />
          </span>
        </Tooltip>
      ) : null}
    </Space>
  );
}
