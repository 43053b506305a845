import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainList, PlainListActions } from '../../../shared/ui/PlainList';
import { uploadQuestImage } from '../api';
import type { ImageRef } from '../questForm';

interface MediaSectionProps {
  card: ImageRef | null;
  attachments: ImageRef[];
  readOnly: boolean;
  onCard: (card: ImageRef | null) => void;
  onAttachments: (attachments: ImageRef[]) => void;
}

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/** The quest card and the attachments: each picked file is uploaded first, then saved by its id. */
export function MediaSection({
  card,
  attachments,
  readOnly,
  onCard,
  onAttachments,
}: MediaSectionProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'card' | 'attachment' | null>(null);
  const upload = (which: 'card' | 'attachment') => (file: File) => {
    setBusy(which);
    uploadQuestImage(file)
      .then((stored) => {
        const ref = { fileId: stored.fileId, url: stored.url };
        if (which === 'card') onCard(ref);
        else onAttachments([...attachments, ref]);
      })
      .catch(() => undefined)
      .finally(() => setBusy(null));
    return false;
  };
  return (
    <Card title={t('quest.media')}>
      <Flex gap={32} wrap>
        <div>
          <Typography.Text strong id="quest-card-label">
            {t('quest.card')}
          </Typography.Text>
          <Flex gap={12} align="center" style={{ marginTop: 8 }}>
            {card ? (
              <img className="quest-card-preview" src={card.url} alt={t('quest.card')} />
            ) : (
              <Typography.Text type="secondary">{t('quest.noCard')}</Typography.Text>
            )}
            {readOnly ? null : (
              <Upload accept={ACCEPT} showUploadList={false} beforeUpload={upload('card')}>
                <Button
                  icon={<UploadOutlined />}
                  loading={busy === 'card'}
                  aria-describedby="quest-card-label"
                >
                  {t('quest.uploadCard')}
                </Button>
              </Upload>
            )}
          </Flex>
        </div>
        <div style={{ minWidth: 280 }}>
          <Typography.Text strong>{t('quest.attachments')}</Typography.Text>
          <PlainList
            size="small"
            emptyText={t('quest.noAttachments')}
            dataSource={attachments}
            renderItem={(item, index) => (
              <>
                <a href={item.url} target="_blank" rel="noreferrer">
                  {t('quest.attachment', { n: index + 1 })}
                </a>
                {readOnly ? null : (
                  <PlainListActions>
                    <Button
                      size="small"
                      icon={<DeleteOutlined />}
                      aria-label={`${t('quest.remove')} ${index + 1}`}
                      onClick={() => onAttachments(attachments.filter((_, i) => i !== index))}
                    />
                  </PlainListActions>
                )}
              </>
            )}
          />
          {readOnly || attachments.length >= 10 ? null : (
            <Upload accept={ACCEPT} showUploadList={false} beforeUpload={upload('attachment')}>
              <Button icon={<UploadOutlined />} loading={busy === 'attachment'}>
                {t('quest.addAttachment')}
              </Button>
            </Upload>
          )}
        </div>
      </Flex>
    </Card>
  );
}
