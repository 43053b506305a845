import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/ApiError';
import { notifyError } from '../../../shared/ui/notify';
import { uploadImage } from '../api';

export interface ImageValue {
  fileId: string | null;
  url: string | null;
}

interface ImageFieldProps {
  label: string;
  value: ImageValue;
  onChange: (value: ImageValue) => void;
}

/**
 * One image of a content form: uploaded first (platform/files checks its bytes and stores it once
 * per content), then saved with the form by its fileId; the server makes the website's sizes.
 */
export function ImageField({ label, value, onChange }: ImageFieldProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Flex gap={12} align="center" wrap>
      {value.url ? (
        <Image src={value.url} alt={label} width={96} height={64} style={{ objectFit: 'cover' }} />
      ) : (
        <div className="content-image-empty">{t('content.noImage')}</div>
      )}
      <Upload
        accept="image/png,image/jpeg,image/webp,image/gif"
        showUploadList={false}
        beforeUpload={(file) => {
          setBusy(true);
          uploadImage(file)
            .then((stored) => onChange({ fileId: stored.fileId, url: stored.url }))
            .catch((error: unknown) => {
              if (!isApiError(error) || !error.notified)
                notifyError(error instanceof Error ? error.message : String(error));
            })
            .finally(() => setBusy(false));
          return false;
        }}
      >
        <Button
          icon={<UploadOutlined />}
          loading={busy}
          aria-label={`${t('content.upload')} ${label}`}
        >
          {t('content.upload')}
        </Button>
      </Upload>
      {value.fileId ? (
        <Button
          icon={<DeleteOutlined />}
          aria-label={`${t('content.removeImage')} ${label}`}
          onClick={() => onChange({ fileId: null, url: null })}
        />
      ) : null}
    </Flex>
  );
}
