import { Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOpenAt, type Holiday, type Hours } from '@dealer/contracts/content';
import { DEFAULT_TIME_ZONE } from '../../../shared/time/businessTime';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Now in the business time zone, as isOpenAt reads it. */
export function businessNow(now = new Date()) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: DEFAULT_TIME_ZONE,
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    day: WEEKDAYS.indexOf(parts.weekday!),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    clock: `${parts.hour}.${parts.minute}`,
  };
}

/** 'Open now' preview of the hours being edited (showroom and workshop), refreshed each minute. */
export function OpenNowPreview({
  showroom,
  workshop,
  holidays,
}: {
  showroom: Hours;
  workshop: Hours;
  holidays: Holiday[];
}) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => businessNow());
  useEffect(() => {
    const timer = setInterval(() => setNow(businessNow()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const tag = (label: string, open: boolean) => (
    <Tag
      className="content-tag"
      color={open ? 'green' : 'default'}
      data-testid={`open-now-${label}`}
    >
      {label}: {open ? t('content.openNow') : t('content.closedNow')}
    </Tag>
  );
  return (
    <Space wrap aria-live="polite">
      <span>{t('content.previewAt', { time: now.clock })}</span>
      {tag(t('content.showroom'), isOpenAt(showroom, holidays, now))}
      {tag(t('content.workshop'), isOpenAt(workshop, holidays, now))}
    </Space>
  );
}
