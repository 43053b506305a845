import type { BlastMessage } from '@dealer/contracts/campaign';
import { Button, Flex, Space, Switch, Tag, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/time/businessTime';

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });
const byTime = (a: string, b: string) => Date.parse(a) - Date.parse(b);

interface RowHandlers {
  toggle: (row: BlastMessage) => void;
  remove: (row: BlastMessage) => void;
}

/**
 * The campaign list's columns. The list call answers every campaign of the search at once, so
 * the sortable columns sort on the client (a compare function); their `key` is the sort's name
 * in the address.
 */
export function campaignColumns(
  t: TFunction,
  { toggle, remove }: RowHandlers,
): TableColumnsType<BlastMessage> {
  return [
    {
      title: t('campaign.title'),
      dataIndex: 'title',
      key: 'title',
      width: 200,
      sorter: (a, b) => byText(a.title, b.title),
    },
    {
      title: t('campaign.type'),
      dataIndex: 'blastMessageTypeDesc',
      key: 'type',
      width: 120,
      sorter: (a, b) => byText(a.blastMessageTypeDesc, b.blastMessageTypeDesc),
    },
    {
      title: t('campaign.publishDate'),
      key: 'publish',
      width: 160,
      sorter: (a, b) => byTime(a.publishDate, b.publishDate),
      render: (_, r) => formatDateTime(r.publishDate),
    },
    {
      title: t('campaign.validity'),
      key: 'valid',
      width: 170,
      // By the start of the validity, the first of the two lines.
      sorter: (a, b) => byTime(a.validFrom, b.validFrom),
      // From and to on two lines: one line took 280 px and pushed the actions off screen.
      render: (_, r) => (
        <>
          {formatDateTime(r.validFrom)} –<br />
          {formatDateTime(r.validTo)}
        </>
      ),
    },
    {
      title: t('campaign.channels'),
      key: 'channels',
      width: 150,
      render: (_, r) => (
        <Space size={4} wrap>
          {r.isPush ? <Tag>{t('campaign.push')}</Tag> : null}
          {r.isEmail ? <Tag>{t('campaign.email')}</Tag> : null}
          {r.isSms ? <Tag>{t('campaign.sms')}</Tag> : null}
        </Space>
      ),
    },
    {
      title: t('campaign.status'),
      key: 'status',
      width: 130,
      // Active (1) before inactive (3) when ascending.
      sorter: (a, b) => a.status - b.status,
      render: (_, r) => (
        <Switch
          checked={r.status !== 3}
          checkedChildren={t('campaign.active')}
          unCheckedChildren={t('campaign.inactive')}
          aria-label={`${t('campaign.status')} ${r.title}`}
          onChange={() => toggle(r)}
        />
      ),
    },
    {
      title: t('campaign.action'),
      key: 'action',
      width: 240,
      fixed: 'right',
      render: (_, r) => (
        <Flex gap={12} wrap>
          <Link to={`/campaign/view/${r.id}`} aria-label={`${t('campaign.view')} ${r.title}`}>
            {t('campaign.view')}
          </Link>
          <Link to={`/campaign/edit/${r.id}`} aria-label={`${t('campaign.edit')} ${r.title}`}>
            {t('campaign.edit')}
          </Link>
          <Link to={`/campaign/copy/${r.id}`} aria-label={`${t('campaign.copy')} ${r.title}`}>
            {t('campaign.copy')}
          </Link>
          <Button
            type="link"
            danger
            size="small"
            className="campaign-link-button"
            aria-label={`${t('campaign.delete')} ${r.title}`}
            onClick={() => remove(r)}
          >
            {t('campaign.delete')}
          </Button>
        </Flex>
      ),
    },
  ];
}
