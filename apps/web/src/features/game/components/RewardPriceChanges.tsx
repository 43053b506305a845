import { Table, Typography } from 'antd';
import type { RewardPriceChange } from '@dealer/contracts/game-points';
import { i18next } from '../../../shared/i18n/i18n';
import '../game.css';

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
  const summary = t('game.appConfig.effectSummary', {
    changed: changed.length,
    total: changes.length,
  });
  // The rows scroll in a region of our own, not in antd's `scroll.y` body: a keyboard user must
  // be able to focus and scroll it (axe: scrollable-region-focusable), and antd 6's body is not
  // focusable. The header stays in view through CSS (game.css).
  return (
    <div data-testid="reward-price-changes">
      <Typography.Paragraph>{summary}</Typography.Paragraph>
      <div className="reward-price-changes__rows" role="region" aria-label={summary} tabIndex={0}>
        <Table<RewardPriceChange>
          size="small"
          rowKey="productId"
          pagination={false}
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
    </div>
  );
}
