import { useQueryClient } from '@tanstack/react-query';
import { Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Batch, BatchPreview } from '@dealer/contracts/point-correction';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { notifySuccess } from '../../../shared/ui/notify';
import { fetchBatch, pointKeys, reverseBatch, type Refusal } from '../api';
import { BatchHistory } from '../components/BatchHistory';
import { DefectsModal } from '../components/DefectsModal';
import { PreviewCard } from '../components/PreviewCard';
import { ReverseModal } from '../components/ReverseModal';
import { TemplateCard } from '../components/TemplateCard';
import { UploadCard } from '../components/UploadCard';
import '../pointCorrection.css';

/**
 * Point Correction (spec 2 sections 2, 3, 8; issue 12): pickers and template, upload with the
 * failure popup, the preview of a batch before it is committed, and the batches with reversal.
 */
export function Component() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<BatchPreview | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [reversing, setReversing] = useState<Batch | null>(null);

  const changed = (next: BatchPreview) => {
    setPreview(next);
    void queryClient.invalidateQueries({ queryKey: pointKeys.all });
  };
  const open = async (batch: Batch) => {
    const found = await fetchBatch(batch.batchId).catch(() => null);
    if (found) setPreview(found);
  };
  const reverse = async (batch: Batch, reason: string) => {
    const outcome = await reverseBatch(batch.batchId, batch.version, reason).catch(() => null);
    if (!outcome) return;
    setReversing(null);
    if (!outcome.ok) {
      setRefusal(outcome.refusal);
      return;
    }
    notifySuccess(t('pointCorrection.reverse.done', { batchId: batch.batchId }));
    changed(outcome.preview);
  };

  return (
    <Flex vertical gap={16} className="page point-correction-page">
      <PageHeader title={t('pointCorrection.title')} subtitle={t('pointCorrection.subtitle')} />
      <TemplateCard />
      <UploadCard onPreview={changed} onRefused={setRefusal} />
      {preview ? (
        <PreviewCard
          preview={preview}
          onChanged={changed}
          onRefused={setRefusal}
          onClose={() => setPreview(null)}
        />
      ) : null}
      <BatchHistory onOpen={(b) => void open(b)} onReverse={setReversing} />
      <ReverseModal batch={reversing} onReverse={reverse} onClose={() => setReversing(null)} />
      <DefectsModal refusal={refusal} onClose={() => setRefusal(null)} />
    </Flex>
  );
}
