import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Skeleton, Switch, Tag, Typography } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerSetQuery } from './checklistApi';
import { compareAnswerSets } from './compareSets';
import { CompareTable } from './CompareTable';

/** Loads both sets and shows them by section, with the count of changes and the filter. */
export function CompareView({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const switchId = useId();
  const [onlyChanged, setOnlyChanged] = useState(false);
  const before = useQuery(answerSetQuery(orderNo, 'BEFORE'));
  const after = useQuery(answerSetQuery(orderNo, 'AFTER'));
  const comparison = useMemo(
    () =>
      before.data !== undefined && after.data !== undefined
        ? compareAnswerSets(before.data, after.data)
        : undefined,
    [before.data, after.data],
  );

  if (!comparison) {
    if (before.isError || after.isError) {
      const retry = () => {
        if (before.isError) void before.refetch();
        if (after.isError) void after.refetch();
      };
      return (
        <Alert
          type="error"
          showIcon
          title={t('checklist.loadFailed')}
          action={<Button onClick={retry}>{t('checklist.retry')}</Button>}
        />
      );
    }
    return (
      <div aria-busy="true" aria-label={t('checklist.loading')}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }

  const hasBefore = before.data !== null;
  const hasAfter = after.data !== null;
  if (!hasBefore && !hasAfter) return <Empty description={t('checklist.noSets')} />;

  const sections = comparison.sections
    .map((section) => ({
      ...section,
      rows: onlyChanged ? section.rows.filter((row) => row.changed) : section.rows,
    }))
    .filter((section) => section.rows.length > 0);

  return (
    <div className="checklist-scroll">
      {hasBefore ? null : (
        <Alert
          className="checklist-notice"
          type="warning"
          showIcon
          title={t('checklist.missingBefore')}
        />
      )}
      {hasAfter ? null : (
        <Alert
          className="checklist-notice"
          type="warning"
          showIcon
          title={t('checklist.missingAfter')}
        />
      )}
      {hasBefore && hasAfter ? (
        <Flex
          gap={16}
          align="center"
          justify="space-between"
          wrap
          className="checklist-compare-bar"
        >
          <Tag color={comparison.changed > 0 ? 'warning' : 'success'} role="status">
            {t('checklist.differences', { count: comparison.changed })}
          </Tag>
          <Flex gap={8} align="center">
            <Switch id={switchId} checked={onlyChanged} onChange={setOnlyChanged} size="small" />
            <label htmlFor={switchId}>{t('checklist.onlyDifferences')}</label>
          </Flex>
        </Flex>
      ) : null}
      {sections.length === 0 ? <Empty description={t('checklist.noDifferences')} /> : null}
      {sections.map((section) => (
        <section key={section.sectionId} className="checklist-compare-section">
          <Typography.Title level={5}>{section.sectionName}</Typography.Title>
          <CompareTable rows={section.rows} showBefore={hasBefore} showAfter={hasAfter} />
        </section>
      ))}
    </div>
  );
}
