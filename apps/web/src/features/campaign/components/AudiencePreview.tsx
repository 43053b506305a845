import type { AudienceQuery } from '@dealer/contracts/campaign';
import { useQuery } from '@tanstack/react-query';
import { Card, Skeleton, Statistic, Flex } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { audienceQuery } from '../api';

/** How many customers the targeting reaches on each channel they consented to (live, debounced). */
export function AudiencePreview({ targeting }: { targeting: AudienceQuery | undefined }) {
  const { t } = useTranslation();
  const [settled, setSettled] = useState(targeting);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(targeting), 300);
    return () => clearTimeout(timer);
  }, [JSON.stringify(targeting)]); // eslint-disable-line react-hooks/exhaustive-deps
  const valid = settled !== undefined && settled.minimumAge <= settled.maximumAge;
  const preview = useQuery({ ...audienceQuery(settled!), enabled: valid });
  return (
    <Card
      size="small"
      title={t('campaign.audiencePreview')}
      aria-live="polite"
      data-testid="audience-preview"
    >
      {!valid ? (
        t('campaign.audienceInvalid')
      ) : preview.isPending ? (
        <Skeleton active paragraph={false} />
      ) : (
        <Flex gap={24} wrap>
          <Statistic title={t('campaign.customersMatched')} value={preview.data?.customers ?? 0} />
          <Statistic title={t('campaign.email')} value={preview.data?.email ?? 0} />
          <Statistic title={t('campaign.sms')} value={preview.data?.sms ?? 0} />
          <Statistic title={t('campaign.push')} value={preview.data?.push ?? 0} />
        </Flex>
      )}
    </Card>
  );
}
