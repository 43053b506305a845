import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Form, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadCampaignImage } from '../api';

export type CampaignImage = { fileId: string; url: string } | undefined;

/** The campaign's one image: uploaded first (the server checks its bytes), then saved with it. */
export function CampaignImageField({
  image,
  onChange,
  readOnly,
}: {
  image: CampaignImage;
  onChange: (image: CampaignImage) => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);

  async function pick(file: File) {
    setUploading(true);
    try {
      const stored = await uploadCampaignImage(file);
      onChange({ fileId: stored.fileId, url: stored.urlImage });
    } catch {
      // The server's reason is already shown.
    } finally {
      setUploading(false);
    }
  }

  return (
    <Form.Item label={t('campaign.image')} extra={t('campaign.imageHint')}>
      <Space orientation="vertical">
        {image ? (
          <img src={image.url} alt={t('campaign.imageAlt')} className="campaign-image" />
        ) : null}
        {!readOnly ? (
          <Space>
            <Upload
              accept="image/png,image/jpeg,image/webp,image/gif"
              maxCount={1}
              showUploadList={false}
              beforeUpload={(file) => {
                void pick(file);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} loading={uploading}>
                {image ? t('campaign.replaceImage') : t('campaign.uploadImage')}
              </Button>
            </Upload>
            {image ? (
              <Button icon={<DeleteOutlined />} onClick={() => onChange(undefined)}>
                {t('campaign.removeImage')}
              </Button>
            ) : null}
          </Space>
        ) : null}
      </Space>
    </Form.Item>
  );
}
