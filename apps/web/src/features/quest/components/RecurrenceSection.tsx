import { RECURRENCE_REMOVED, type RecurrenceItem } from '@dealer/contracts/quest';
import { Button, Card, Col, DatePicker, Form, Row, Switch, Table } from 'antd';
import { FormSelect } from '../../../shared/kit/formItems';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { simulate, type QuestFormValues } from '../questForm';
import { NumberInput } from '../../../shared/form/NumberInput';
import { boundsOf } from '../../../shared/form/numberBounds';
import { numberRules } from '../../../shared/form/numberRules';
import { ZQuestSaveRequest } from '@dealer/contracts/quest';
import { formatQuestDateTime } from '../../../shared/time/businessTime';
import {
  DISPLAY_TIME,
  QUEST_DATE_TIME,
  QUEST_WIRE_DATE_TIME,
} from '../../../shared/time/dateFormats';

const shown = (value: string) => formatQuestDateTime(value);

const asDayjs = (value: unknown) => ({
  value: typeof value === 'string' ? dayjs(value) : undefined,
});
const asWire = (value: Dayjs | null) =>
  value ? value.second(0).format(QUEST_WIRE_DATE_TIME) : undefined;

interface RecurrenceSectionProps {
  recurrences: RecurrenceItem[];
  onChange: (recurrences: RecurrenceItem[]) => void;
  readOnly: boolean;
  /** Once published, recurrences are flagged removed (status 4) instead of regenerated. */
  published: boolean;
}

/** Recurrence type, the first window and how many; the simulation generates the rows. */
export function RecurrenceSection({
  recurrences,
  onChange,
  readOnly,
  published,
}: RecurrenceSectionProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<QuestFormValues>();
  const recurrenceType = Form.useWatch('recurrenceType', form);
  const picker = (name: 'firstFrom' | 'firstTo' | 'firstJoin', label: string) => (
    <Form.Item name={name} label={label} getValueProps={asDayjs} normalize={asWire}>
      <DatePicker
        showTime={{ format: DISPLAY_TIME }}
        format={QUEST_DATE_TIME}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
  return (
    <Card title={t('quest.recurrence')}>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="recurrenceType" label={t('quest.recurrenceType')}>
            <FormSelect
              onChange={(value: number) => {
                if (value === 0) form.setFieldValue('recEnd', 1);
              }}
              options={[0, 1, 2, 3, 4].map((value) => ({
                value,
                label: t(`quest.recurrenceTypes.${value}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="recEnd"
            label={t('quest.recEnd')}
            rules={numberRules(boundsOf(ZQuestSaveRequest.shape.recEnd))}
          >
            <NumberInput style={{ width: '100%' }} disabled={recurrenceType === 0 || undefined} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          {picker('firstFrom', t('quest.validFrom'))}
        </Col>
        <Col xs={24} md={8}>
          {picker('firstTo', t('quest.validTo'))}
        </Col>
        <Col xs={24} md={8}>
          {picker('firstJoin', t('quest.validToJoin'))}
        </Col>
      </Row>
      {readOnly || published ? null : (
        <Button
          style={{ marginBottom: 16 }}
          onClick={() => onChange(simulate(form.getFieldsValue(true) as QuestFormValues))}
        >
          {t('quest.simulate')}
        </Button>
      )}
      <Table<RecurrenceItem>
        rowKey="recurrenceNo"
        size="small"
        pagination={false}
        dataSource={recurrences}
        locale={{ emptyText: t('quest.noRecurrence') }}
        scroll={{ y: 320, x: 700 }}
        columns={[
          { title: '#', dataIndex: 'recurrenceNo', width: 60 },
          { title: t('quest.validFrom'), dataIndex: 'validFrom', render: shown },
          { title: t('quest.validTo'), dataIndex: 'validTo', render: shown },
          { title: t('quest.validToJoin'), dataIndex: 'validToJoin', render: shown },
          {
            title: t('quest.removed'),
            key: 'removed',
            width: 110,
            render: (_, row) => (
              <Switch
                size="small"
                aria-label={`${t('quest.removed')} ${row.recurrenceNo}`}
                disabled={readOnly}
                checked={row.recurrenceStatus === RECURRENCE_REMOVED}
                onChange={(on) =>
                  onChange(
                    recurrences.map((r) =>
                      r.recurrenceNo === row.recurrenceNo
                        ? { ...r, recurrenceStatus: on ? RECURRENCE_REMOVED : published ? 1 : 0 }
                        : r,
                    ),
                  )
                }
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
