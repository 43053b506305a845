import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmUploadFile } from '../ui/dialogs';
import { notifyError, notifyResult } from '../ui/notify';
import { downloadFile } from './transfer';
import {
  ACCEPTED_EXTENSIONS,
  checkFile,
  uploadFile,
  type UploadConfig,
  type UploadOutcome,
} from './upload';
import { UploadErrorsTable } from './UploadErrorsTable';

interface UploadButtonProps {
  config: UploadConfig;
  /** Called after rows were saved (the list reloads). */
  onUploaded: () => void;
}

type Refusal = Extract<UploadOutcome, { ok: false }>;

/** 'Upload' and its modal: template download, file pick, confirmation, send, row errors. */
export function UploadButton({ config, onUploaded }: UploadButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<'template' | 'upload' | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const close = () => {
    setOpen(false);
    setRefusal(null);
  };

  const template = async () => {
    setBusy('template');
    await downloadFile(config.template, config.templateName).catch(() => undefined);
    setBusy(null);
  };

  const pick = async (file: File) => {
    const problem = checkFile(file);
    if (problem) {
      notifyError(problem);
      return;
    }
    if (!(await confirmUploadFile(file.name))) return;
    setBusy('upload');
    setRefusal(null);
    const outcome = await uploadFile(config.path, file).catch(() => null);
    setBusy(null);
    if (!outcome) return;
    if (!outcome.ok) {
      setRefusal(outcome);
      return;
    }
    notifyResult({ acknowledge: 1, message: outcome.message });
    close();
    onUploaded();
  };

  return (
    <>
      <Button icon={<UploadOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('master.upload')}
      </Button>
      <Modal
        open={open}
        title={t('master.uploadTitle')}
        onCancel={close}
        footer={<Button onClick={close}>{t('master.close')}</Button>}
        width={refusal?.errors.length ? 720 : 520}
        destroyOnHidden
      >
        <Flex vertical gap={16}>
          <Typography.Paragraph className="master-upload-help">
            {t('master.uploadHelp')}
          </Typography.Paragraph>
          <Flex gap={8} wrap>
            <Button
              icon={<DownloadOutlined aria-hidden />}
              loading={busy === 'template'}
              onClick={() => void template()}
            >
              {t('master.downloadTemplate')}
            </Button>
            <Upload
              accept={ACCEPTED_EXTENSIONS.join(',')}
              showUploadList={false}
              maxCount={1}
              disabled={busy !== null}
              beforeUpload={(file) => {
                void pick(file);
                // The file goes through our own call (confirmation first), never antd's.
                return false;
              }}
            >
              <Button
                type="primary"
                icon={<UploadOutlined aria-hidden />}
                loading={busy === 'upload'}
              >
                {t('master.chooseFile')}
              </Button>
            </Upload>
          </Flex>
          {refusal ? (
            <Flex vertical gap={8}>
              <Alert type="error" showIcon title={refusal.message} />
              {refusal.errors.length > 0 ? <UploadErrorsTable errors={refusal.errors} /> : null}
            </Flex>
          ) : null}
        </Flex>
      </Modal>
    </>
  );
}
