import { FileExcelOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadPost } from './transfer';

interface ExportButtonProps {
  /** POST path of the list's export; it streams back an xlsx. */
  path: string;
  /** The list's own search body, so the file holds the filtered, sorted list. */
  body: () => unknown;
  /** Name of the file when the server gives none. */
  fileName: string;
  /** The list's title, for the button's tooltip. */
  title: string;
}

/** 'Export' of a list toolbar: the list as an xlsx with the filters applied. */
export function ExportButton({ path, body, fileName, title }: ExportButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    // A refusal (too many rows, a role without the list) is shown by downloadPost itself.
    await downloadPost(path, body(), fileName).catch(() => undefined);
    setBusy(false);
  };
  return (
    <Button
      icon={<FileExcelOutlined aria-hidden />}
      loading={busy}
      title={t('master.exportLabel', { title })}
      onClick={() => void run()}
    >
      {t('master.export')}
    </Button>
  );
}
