import { UploadOutlined } from '@ant-design/icons';
import { Button, Card, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BatchPreview } from '@dealer/contracts/point-correction';
import { ACCEPTED_EXTENSIONS, checkFile } from '../../../shared/master/upload';
import { confirmUploadFile } from '../../../shared/ui/dialogs';
import { notifyError } from '../../../shared/ui/notify';
import { uploadCorrection, type Refusal } from '../api';

interface UploadCardProps {
  onPreview: (preview: BatchPreview) => void;
  onRefused: (refusal: Refusal) => void;
}

/** Upload with its confirmation; the server checks every row and answers a preview or defects. */
export function UploadCard({ onPreview, onRefused }: UploadCardProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const pick = async (file: File) => {
    const problem = checkFile(file);
    if (problem) {
      notifyError(problem);
      return;
    }
    if (!(await confirmUploadFile(file.name))) return;
    setBusy(true);
    const outcome = await uploadCorrection(file).catch(() => null);
    setBusy(false);
    if (!outcome) return;
    if (outcome.ok) onPreview(outcome.preview);
    else onRefused(outcome.refusal);
  };
  return (
    <Card title={t('pointCorrection.upload.title')}>
      <Typography.Paragraph>{t('pointCorrection.upload.help')}</Typography.Paragraph>
      <Upload
        accept={ACCEPTED_EXTENSIONS.join(',')}
        showUploadList={false}
        maxCount={1}
        disabled={busy}
        beforeUpload={(file) => {
          void pick(file);
          return false; // sent by our own call, after the confirmation
        }}
      >
        <Button type="primary" icon={<UploadOutlined aria-hidden />} loading={busy}>
          {t('pointCorrection.upload.choose')}
        </Button>
      </Upload>
    </Card>
  );
}
