import type { BlockageDetail } from '@dealer/contracts/branch-stock';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { blockPeriod } from '../../../shared/vehicle/blockPeriod';

/** The unit's open blocks (current and coming), one per line, the reason on hover and focus. */
export function BlockPeriods({ blocks }: { blocks: readonly BlockageDetail[] }) {
  const { t } = useTranslation();
  if (blocks.length === 0) {
    return (
      <>
        <span aria-hidden>–</span>
        <span className="sr-only">{t('vehicles.noBlock')}</span>
      </>
    );
  }
  return (
    <ul className="vehicle-blocks">
      {blocks.map((block) => (
        <li key={block.id}>
          <Tooltip title={block.reasonDescription}>
            <span tabIndex={0}>{blockPeriod(block)}</span>
          </Tooltip>
        </li>
      ))}
    </ul>
  );
}
