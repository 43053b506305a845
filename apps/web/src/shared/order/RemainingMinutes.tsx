import { Tag, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { remainingMinutes } from './remainingMinutes';

/** Re-renders every 30 s: the minutes left tick down while the board stays open. */
function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** 'Auto-reject in N min' on a SUBMITTED order; nothing for other statuses. */
export function RemainingMinutes({
  order,
}: {
  order: { statusCode: number; submittedTime: string };
}) {
  const { t } = useTranslation();
  const now = useNow();
  const minutes = remainingMinutes(order, now);
  if (minutes === null) return null;
  return (
    <Tooltip title={t('order.remaining.help')}>
      <Tag color={minutes <= 5 ? 'red' : 'gold'} className="order-remaining">
        {minutes > 0 ? t('order.remaining.minutes', { minutes }) : t('order.remaining.due')}
      </Tag>
    </Tooltip>
  );
}
