import { DeleteOutlined, EditOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, DatePicker, Empty, Flex, Form, Space, Table } from 'antd';
import { FormSelect } from '../../../shared/kit/formItems';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_API, type Podium } from '@dealer/contracts/game';
import { PLAYER_LEVELS } from '@dealer/contracts/players';
import { UploadButton } from '../../../shared/kit/UploadButton';
import { confirmDelete } from '../../../shared/ui/dialogs';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { PageHeader } from '../../../shared/ui/PageHeader';
import {
  DEFAULT_PODIUM_QUERY,
  deletePodium,
  fetchPodiums,
  gameKeys,
  type PodiumQuery,
} from '../api';
import { PodiumModal } from '../components/PodiumModal';
import '../game.css';
import { QUEST_DAY } from '../../../shared/time/dateFormats';

/** Podium days are shown as they are sent (spec 2 section 9). */
const DATE = QUEST_DAY;
interface Filters {
  employeeLevel: string;
  validFrom: Dayjs;
  validTo: Dayjs;
}

/** Target tier podium: search, add / edit / delete popups and the upload popup. */
function PodiumPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [query, setQuery] = useState<PodiumQuery>(DEFAULT_PODIUM_QUERY);
  const [editing, setEditing] = useState<Podium | null | undefined>(undefined);
  const list = useQuery({
    queryKey: gameKeys.podiums(query),
    queryFn: ({ signal }) => fetchPodiums(query, signal),
  });
  const reload = () => client.invalidateQueries({ queryKey: ['game', 'podiums'] });

  const remove = async (row: Podium) => {
    const name = `${row.employeeLevel} / ${row.playerTier} ${row.validFrom} - ${row.validTo}`;
    if (!(await confirmDelete(name))) return;
    const outcome = await deletePodium(row.podiumId, row.version).catch(() => null);
    if (!outcome) return;
    if (outcome.ok) notifySuccess('Success');
    else notifyError(outcome.message);
    await reload();
  };

  return (
    <div className="page">
      <PageHeader
        title={t('game.podium.title')}
        extra={
          <>
            <UploadButton
              config={{
                path: GAME_API.podiumUpload,
                template: GAME_API.podiumTemplate,
                templateName: 'target-podium-template.xlsx',
              }}
              onUploaded={() => void reload()}
            />
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setEditing(null)}
            >
              {t('game.podium.add')}
            </Button>
          </>
        }
      />
      <Card>
        <Form<Filters>
          name="podiumSearch"
          layout="inline"
          className="game-filters"
          initialValues={{
            employeeLevel: '',
            validFrom: dayjs(DEFAULT_PODIUM_QUERY.validFrom),
            validTo: dayjs(DEFAULT_PODIUM_QUERY.validTo),
          }}
          onFinish={(v) =>
            setQuery({
              employeeLevel: v.employeeLevel,
              validFrom: (v.validFrom ?? dayjs(DEFAULT_PODIUM_QUERY.validFrom)).format(DATE),
              validTo: (v.validTo ?? dayjs(DEFAULT_PODIUM_QUERY.validTo)).format(DATE),
            })
          }
        >
          <Form.Item name="employeeLevel" label={t('game.podium.employeeLevel')}>
            <FormSelect
              style={{ minWidth: 220 }}
              options={[
                { value: '', label: t('game.podium.allLevels') },
                ...PLAYER_LEVELS.map((l) => ({
                  value: l.code,
                  label: `${l.code} · ${l.description}`,
                })),
              ]}
            />
          </Form.Item>
          <Form.Item name="validFrom" label={t('game.podium.validFrom')}>
            <DatePicker format={DATE} />
          </Form.Item>
          <Form.Item name="validTo" label={t('game.podium.validTo')}>
            <DatePicker format={DATE} />
          </Form.Item>
          <Form.Item>
            <Button htmlType="submit" icon={<SearchOutlined aria-hidden />}>
              {t('game.search')}
            </Button>
          </Form.Item>
        </Form>
        <Flex vertical>
          <Table<Podium>
            rowKey="podiumId"
            loading={list.isPending}
            dataSource={list.data ?? []}
            pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
            scroll={{ x: 800 }}
            aria-label={t('game.podium.title')}
            locale={{
              emptyText: (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('game.podium.empty')} />
              ),
            }}
            columns={[
              {
                title: t('game.podium.employeeLevel'),
                key: 'level',
                render: (_: unknown, r) => `${r.employeeLevel} · ${r.employeeLevelDescription}`,
              },
              {
                title: t('game.podium.playerTier'),
                key: 'tier',
                render: (_: unknown, r) => `${r.playerTier} · ${r.playerTierDescription}`,
              },
              {
                title: t('game.podium.monthlyTarget'),
                dataIndex: 'monthlyTarget',
                width: 140,
                align: 'right',
              },
              { title: t('game.podium.validFrom'), dataIndex: 'validFrom', width: 130 },
              { title: t('game.podium.validTo'), dataIndex: 'validTo', width: 130 },
              {
                title: t('game.actions'),
                key: 'actions',
                width: 110,
                render: (_: unknown, row) => (
                  <Space>
                    <Button
                      type="text"
                      size="small"
                      icon={<EditOutlined aria-hidden />}
                      aria-label={`${t('game.edit')} ${row.employeeLevel} ${row.playerTier} ${row.validFrom}`}
                      onClick={() => setEditing(row)}
                    />
                    <Button
                      type="text"
                      danger
                      size="small"
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={`${t('game.delete')} ${row.employeeLevel} ${row.playerTier} ${row.validFrom}`}
                      onClick={() => void remove(row)}
                    />
                  </Space>
                ),
              },
            ]}
          />
        </Flex>
      </Card>
      <PodiumModal
        editing={editing}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          void reload();
        }}
      />
    </div>
  );
}

/** Route module for targetpodium. */
export function Component() {
  return <PodiumPage />;
}
