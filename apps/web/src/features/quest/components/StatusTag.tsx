import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Dark text on a light fill per status (antd's preset tag colours miss 4.5:1 on green/orange). */
const STYLES = [
  { color: '#262626', background: '#f5f5f5', borderColor: '#d9d9d9' },
  { color: '#003eb3', background: '#e6f4ff', borderColor: '#91caff' },
  { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  { color: '#873800', background: '#fff7e6', borderColor: '#ffd591' },
  { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
  { color: '#262626', background: '#fafafa', borderColor: '#bfbfbf' },
];
export const STATUS_KEYS = ['draft', 'open', 'active', 'inactive', 'cancelled', 'deleted'] as const;

/** Statuses of a quest that was published (Open, Active, InActive, Cancelled): progress to explain. */
export const EXPLAINED: ReadonlySet<number> = new Set([1, 2, 3, 4]);

/** A quest status (0-5) as a labelled tag; the label carries the meaning, not the colour. */
export function QuestStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  const key = STATUS_KEYS[status];
  return <Tag style={STYLES[status]}>{key ? t(`quest.status.${key}`) : status}</Tag>;
}
