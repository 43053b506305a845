import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearCachesAndReload } from '../../shared/browser/clearCaches';

/** Offers to clear every cache and reload when the server ships a newer version. */
export function VersionPrompt({ latest, onDismiss }: { latest: string; onDismiss: () => void }) {
  const { t } = useTranslation();
  const [reloading, setReloading] = useState(false);
  return (
    <Modal
      open
      centered
      title={t('version.title')}
      okText={t('version.reload')}
      cancelText={t('version.later')}
      confirmLoading={reloading}
      onOk={() => {
        setReloading(true);
        void clearCachesAndReload();
      }}
      onCancel={onDismiss}
    >
      {t('version.body', { latest, current: __APP_VERSION__ })}
    </Modal>
  );
}
