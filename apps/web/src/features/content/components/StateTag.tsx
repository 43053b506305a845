import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PromoState } from '@dealer/contracts/content';

const COLORS: Record<PromoState, string> = {
  pending: 'gold',
  rejected: 'red',
  inactive: 'default',
  scheduled: 'blue',
  running: 'green',
  expired: 'default',
};

/** A promotion's state as the website sees it today (derived by the server). */
export function StateTag({ state }: { state: PromoState }) {
  const { t } = useTranslation();
  return (
    <Tag className="content-tag" color={COLORS[state]}>
      {t(`content.state.${state}`)}
    </Tag>
  );
}
