import { Table, Typography } from 'antd';
import type { RewardPriceChange } from '@dealer/contracts/game-points';
import { i18next } from '../../../shared/i18n/i18n';

const points = (value: number) => new Intl.NumberFormat(i18next.language).format(value);

/**
 * What each reward costs in points now and after a change not yet saved (old → new), the
 * changed ones first: shown under the conversion rate while it is edited and again in the
 * confirmation, so that a rate of 1 instead of 1,000 cannot pass unseen. Texts come from
 * i18next directly: the confirmation renders outside the page's tree.
 */
export function RewardPriceChanges({ changes }: { changes: readonly RewardPriceChange[] }) {
  const t = i18next.t.bind(i18next);
  const changed = changes.filter((c) => c.pointsAfter !== c.pointsNow);
  const rows = [...changed, ...changes.filter((c) => c.pointsAfter === c.pointsNow)];
  return (
    <div data-testid="reward-price-changes">
      <Typography.Paragraph>
        {t('game.appConfig.effectSummary', { changed: changed.length, total: changes.length })}
      </Typography.Paragraph>
      <Table<RewardPriceChange>
        size="small"
        rowKey="productId"
        pagination={false}
        scroll={{ y: 240 }}
        dataSource={rows}
        columns={[
          {
            title: t('game.appConfig.effectReward'),
            key: 'reward',
            render: (_, c) => `${c.productCode} · ${c.productName}`,
          },
          {
            title: t('game.appConfig.effectPoints'),
            key: 'points',
            align: 'end',
            render: (_, c) =>
              c.pointsAfter === c.pointsNow
                ? points(c.pointsNow)
                : `${points(c.pointsNow)} → ${points(c.pointsAfter)}`,
          },
        ]}
      />
    </div>
  );
}
