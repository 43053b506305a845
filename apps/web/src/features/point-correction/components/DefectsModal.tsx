import { Alert, Button, Flex, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { UploadErrorsTable } from '../../../shared/kit/UploadErrorsTable';
import type { Refusal } from '../api';

/** The failure popup (spec 2 section 8): the message, then the defectDatas per row and column. */
export function DefectsModal({
  refusal,
  onClose,
}: {
  refusal: Refusal | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={refusal !== null}
      title={t('pointCorrection.defects.title')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('pointCorrection.close')}</Button>}
      width={refusal?.defects.length ? 760 : 520}
      destroyOnHidden
    >
      {refusal ? (
        <Flex vertical gap={12}>
          <Alert type="error" showIcon title={refusal.message} />
          {refusal.defects.length > 0 ? <UploadErrorsTable errors={refusal.defects} /> : null}
        </Flex>
      ) : null}
    </Modal>
  );
}
