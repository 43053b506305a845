import { QUEST_STATUS, canMoveQuest, type QuestStatus } from '@dealer/contracts/quest';
import { Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A move of a quest's life the console offers as a button, besides Publish and Stop. */
export interface LifeMove {
  to: QuestStatus;
  /** Locale key of the button (quest.*). */
  label: 'activate' | 'deactivate';
}

const MOVES: readonly LifeMove[] = [
  { to: QUEST_STATUS.ACTIVE, label: 'activate' },
  { to: QUEST_STATUS.INACTIVE, label: 'deactivate' },
];

/**
 * The moves a quest of `status` may make by hand: the server's table (QUEST_TRANSITIONS) less
 * Publish (Draft → Open, its own path), Stop (→ Cancelled, asks a reason) and Delete (the list's).
 * Open → Active, Open → InActive, Active ↔ InActive; an Active quest never goes back to Open.
 */
export function lifeMovesOf(status: number): LifeMove[] {
  return MOVES.filter((move) => move.to !== status && canMoveQuest(status as QuestStatus, move.to));
}

/** Stop is offered while the quest can still become Cancelled (Draft, Open, Active, InActive). */
export const canStop = (status: number) =>
  status !== QUEST_STATUS.CANCELLED && canMoveQuest(status as QuestStatus, QUEST_STATUS.CANCELLED);

/**
 * The buttons of a saved quest's life: Make Active / Make InActive where the status allows,
 * Stop (with the reason it asks for) and Publish (a Draft).
 */
export function QuestLifeControls({
  status,
  busy,
  onMove,
  onStop,
  onPublish,
}: {
  status: number;
  busy: boolean;
  onMove: (move: LifeMove) => void;
  onStop: (reason: string) => void;
  onPublish: () => void;
}) {
  const { t } = useTranslation();
  const [stopping, setStopping] = useState(false);
  const [reason, setReason] = useState('');
  return (
    <>
      {lifeMovesOf(status).map((move) => (
        <Button key={move.label} loading={busy} onClick={() => onMove(move)}>
          {t(`quest.${move.label}`)}
        </Button>
      ))}
      {canStop(status) ? (
        <Button danger loading={busy} onClick={() => setStopping(true)}>
          {t('quest.stop')}
        </Button>
      ) : null}
      {status === QUEST_STATUS.DRAFT ? (
        <Button loading={busy} onClick={onPublish}>
          {t('quest.publish')}
        </Button>
      ) : null}
      <Modal
        open={stopping}
        title={t('quest.stopTitle')}
        okText={t('quest.stop')}
        okButtonProps={{ danger: true, disabled: !reason.trim() }}
        onCancel={() => setStopping(false)}
        onOk={() => {
          setStopping(false);
          onStop(reason.trim());
        }}
      >
        <label htmlFor="quest-cancel-reason">{t('quest.cancellationReason')}</label>
        <Input.TextArea
          id="quest-cancel-reason"
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </>
  );
}
