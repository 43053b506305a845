import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../shared/ui/notify';
import { downloadReport, type ReportQuery } from '../api';

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1048576).toFixed(1)} MB`;

/**
 * Export Excel (getreportdata): the file streams in while the page stays usable; the button shows
 * the progress (bytes received) until the browser has the file.
 */
export function ExportButton({ filter, disabled }: { filter: ReportQuery; disabled: boolean }) {
  const { t } = useTranslation();
  const [received, setReceived] = useState<number | null>(null);
  const busy = received !== null;
  const run = async () => {
    setReceived(0);
    try {
      await downloadReport(filter, setReceived);
      notifySuccess(t('report.export.done'));
    } catch {
      // The failure was shown by the transfer helper (the server's message).
    } finally {
      setReceived(null);
    }
  };
  return (
    <Button
      type="primary"
      icon={<DownloadOutlined aria-hidden />}
      loading={busy}
      disabled={disabled && !busy}
      onClick={() => void run()}
      aria-live="polite"
      className="report-export"
    >
      {busy ? t('report.export.preparing', { size: size(received) }) : t('report.export.button')}
    </Button>
  );
}
