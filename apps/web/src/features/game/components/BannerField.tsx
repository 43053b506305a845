import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadBanner } from '../api';

export interface BannerValue {
  fileId: string | null;
  url: string | null;
}

interface BannerFieldProps {
  id?: string;
  value?: BannerValue;
  onChange?: (value: BannerValue) => void;
  disabled?: boolean;
}

/**
 * The product banner: a picked image is uploaded first (the server checks its bytes and stores it
 * once per content), then saved with the product by its fileId.
 */
export function BannerField({ id, value, onChange, disabled }: BannerFieldProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const current = value ?? { fileId: null, url: null };
  return (
    <Flex gap={12} align="center" wrap id={id}>
      {current.url ? (
        <Image
          src={current.url}
          alt={t('game.product.banner')}
          width={160}
          height={90}
          style={{ objectFit: 'cover', borderRadius: 6 }}
        />
      ) : (
        <Typography.Text type="secondary" className="game-banner-empty">
          {t('game.product.noBanner')}
        </Typography.Text>
      )}
      {disabled ? null : (
        <>
          <Upload
            accept="image/png,image/jpeg,image/webp,image/gif"
            showUploadList={false}
            beforeUpload={(file) => {
              setBusy(true);
              uploadBanner(file)
                .then((stored) => onChange?.({ fileId: stored.fileId, url: stored.url }))
                .catch(() => undefined)
                .finally(() => setBusy(false));
              return false;
            }}
          >
            <Button icon={<UploadOutlined aria-hidden />} loading={busy}>
              {t('game.product.uploadBanner')}
            </Button>
          </Upload>
          {current.fileId ? (
            <Button
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('game.product.removeBanner')}
              onClick={() => onChange?.({ fileId: null, url: null })}
            />
          ) : null}
        </>
      )}
    </Flex>
  );
}
