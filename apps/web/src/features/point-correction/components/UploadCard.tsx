import { UploadOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BatchPreview } from '@dealer/contracts/point-correction';
import { ACCEPTED_EXTENSIONS, checkFile } from '../../../shared/kit/upload';
import { confirmUploadFile } from '../../../shared/ui/dialogs';
import { notifyError } from '../../../shared/ui/notify';
import { uploadCorrection, type Refusal } from '../api';

interface UploadCardProps {
  onPreview: (preview: BatchPreview) => void;
  onRefused: (refusal: Refusal) => void;
}

/**
 * Upload with its confirmation; the server checks every row and answers a preview or defects.
 * A plain button opens the file dialog (antd's Upload wraps its trigger in a second button role,
 * which axe reports as nested interactive controls).
 */
export function UploadCard({ onPreview, onRefused }: UploadCardProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
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
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        aria-hidden
        accept={ACCEPTED_EXTENSIONS.join(',')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ''; // the same file may be chosen again (after fixing it)
          if (file) void pick(file);
        }}
      />
      <Button
        type="primary"
        icon={<UploadOutlined aria-hidden />}
        loading={busy}
        onClick={() => input.current?.click()}
      >
        {t('pointCorrection.upload.choose')}
      </Button>
    </Card>
  );
}
