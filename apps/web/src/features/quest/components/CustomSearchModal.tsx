import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { PLAYER_ATTRIBUTES, type CustomPlayerSearchResponse } from '@dealer/contracts/quest';
import { Alert, Button, Col, Form, Input, Modal, Row, Table } from 'antd';
import { FormSelect } from '../../../shared/kit/formItems';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customPlayerSearch } from '../api';
import type { SettingKey } from '../questForm';

interface Props {
  onApply: (found: Partial<Record<SettingKey, { code: string; description: string }[]>>) => void;
  onClose: () => void;
}

interface Condition {
  attributeName: (typeof PLAYER_ATTRIBUTES)[number];
  operator: number;
  value: string;
}

type FoundPlayer = CustomPlayerSearchResponse['player'][number];

/** Who the search found (not only how many), before they become the quest's players. */
function FoundPlayers({ players }: { players: FoundPlayer[] }) {
  const { t } = useTranslation();
  return (
    <Table<FoundPlayer>
      size="small"
      style={{ marginTop: 8 }}
      rowKey="code"
      aria-label={t('quest.player')}
      pagination={{ pageSize: 8, showSizeChanger: false }}
      dataSource={players}
      columns={[
        { title: t('quest.code'), dataIndex: 'code' },
        { title: t('quest.player'), dataIndex: 'description' },
        { title: t('quest.branch'), dataIndex: 'branchCode' },
        { title: t('quest.playerLevel'), dataIndex: 'playerLevel' },
        { title: t('quest.playerTier'), dataIndex: 'playerTier' },
      ]}
    />
  );
}

/** Custom player search: attribute conditions (operators 1-7); the players found become targets. */
export function CustomSearchModal({ onApply, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ attributes: Condition[] }>();
  const [result, setResult] = useState<CustomPlayerSearchResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const search = async () => {
    const { attributes } = await form.validateFields();
    setBusy(true);
    try {
      setResult(await customPlayerSearch({ attributes }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      width={760}
      title={t('quest.customSearch')}
      okText={result ? t('quest.apply') : t('quest.search')}
      okButtonProps={{ disabled: result !== null && result.player.length === 0 }}
      confirmLoading={busy}
      onCancel={onClose}
      onOk={() => (result ? onApply({ playerSetting: result.player }) : void search())}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ attributes: [{ attributeName: 'branchCode', operator: 1, value: '' }] }}
        onValuesChange={() => setResult(null)}
      >
        <Form.List name="attributes">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Row gutter={8} key={field.key}>
                  <Col span={8}>
                    <Form.Item name={[field.name, 'attributeName']} label={t('quest.attribute')}>
                      <FormSelect
                        options={PLAYER_ATTRIBUTES.map((a) => ({
                          value: a,
                          label: t(`quest.attributes.${a}`),
                        }))}
                      />
                    </Form.Item>
                  </Col>
                  <Col span={6}>
                    <Form.Item name={[field.name, 'operator']} label={t('quest.operator')}>
                      <FormSelect
                        options={[1, 2, 3, 4, 5, 6, 7].map((op) => ({
                          value: op,
                          label: t(`quest.operators.${op}`),
                        }))}
                      />
                    </Form.Item>
                  </Col>
                  <Col span={8}>
                    <Form.Item
                      name={[field.name, 'value']}
                      label={t('quest.value')}
                      rules={[{ required: true, whitespace: true, message: t('quest.required') }]}
                    >
                      <Input maxLength={200} />
                    </Form.Item>
                  </Col>
                  <Col span={2} style={{ paddingTop: 30 }}>
                    {fields.length > 1 ? (
                      <Button
                        icon={<DeleteOutlined />}
                        aria-label={t('quest.removeCondition')}
                        onClick={() => remove(field.name)}
                      />
                    ) : null}
                  </Col>
                </Row>
              ))}
              {fields.length < 20 ? (
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({ attributeName: 'playerLevel', operator: 1, value: '' })}
                >
                  {t('quest.addCondition')}
                </Button>
              ) : null}
            </>
          )}
        </Form.List>
      </Form>
      {result ? (
        <>
          <Alert
            style={{ marginTop: 12 }}
            type={result.player.length ? 'success' : 'info'}
            title={t('quest.playersFound', {
              players: result.player.length,
              branches: result.branch.length,
              cities: result.city.length,
              areas: result.area.length,
            })}
          />
          {result.player.length ? <FoundPlayers players={result.player} /> : null}
        </>
      ) : null}
    </Modal>
  );
}
