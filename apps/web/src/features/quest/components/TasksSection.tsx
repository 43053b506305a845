import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { RULE_OPERATOR_LABELS, type RuleOperator } from '@dealer/contracts/quest-rules';
import { Button, Card, Col, Form, Input, Row, Typography } from 'antd';
import { FormSelect } from '../../../shared/kit/formItems';
import { useTranslation } from 'react-i18next';
import { eventTypeDetails, eventTypes } from '../api';
import { emptyTask } from '../questForm';
import { RuleValueInput } from './RuleValueInput';
import { NumberInput } from '../../../shared/form/NumberInput';
import { boundsOf } from '../../../shared/form/numberBounds';
import { numberRules } from '../../../shared/form/numberRules';
import { ZTaskInput } from '@dealer/contracts/quest';

function Operation({
  task,
  rule,
  index,
  remove,
  readOnly,
}: {
  task: number;
  rule: number;
  index: number;
  remove: () => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const base = ['tasks', task, 'rules', rule];
  const typeId = Form.useWatch([...base, 'metadataTypeId'], form) as number | undefined;
  const detailId = Form.useWatch([...base, 'operation', index, 'metadataTypeDetailId'], form) as
    number | undefined;
  const details = typeId ? eventTypeDetails(typeId) : [];
  const detail = details.find((d) => d.metadataTypeDetailId === detailId);
  const label = (what: string) => `${what} ${task + 1}.${rule + 1}.${index + 1}`;
  return (
    <Row gutter={8} align="top">
      <Col xs={24} md={7}>
        <Form.Item
          name={[index, 'metadataTypeDetailId']}
          rules={[{ required: true, message: t('quest.required') }]}
        >
          <FormSelect
            aria-label={label(t('quest.detail'))}
            placeholder={t('quest.detail')}
            onChange={() => form.setFieldValue([...base, 'operation', index, 'value'], '')}
            options={details.map((d) => ({
              value: d.metadataTypeDetailId,
              label: d.metadataTypeDetailName,
            }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={5}>
        <Form.Item
          name={[index, 'operators']}
          rules={[{ required: true, message: t('quest.required') }]}
        >
          <FormSelect
            aria-label={label(t('quest.operator'))}
            placeholder={t('quest.operator')}
            options={(detail?.operators ?? [1, 2, 3, 4, 5, 6, 7]).map((op) => ({
              value: op,
              label: t(`quest.operators.${op}`, {
                defaultValue: RULE_OPERATOR_LABELS[op as RuleOperator],
              }),
            }))}
          />
        </Form.Item>
      </Col>
      <Col xs={20} md={10}>
        <Form.Item
          name={[index, 'value']}
          rules={[{ required: true, message: t('quest.required') }]}
        >
          <RuleValueInput detailId={detailId} aria-label={label(t('quest.value'))} />
        </Form.Item>
      </Col>
      <Col xs={4} md={2}>
        {readOnly ? null : (
          <Button
            icon={<DeleteOutlined />}
            aria-label={label(t('quest.removeOperation'))}
            onClick={remove}
          />
        )}
      </Col>
    </Row>
  );
}

function Rules({ task, readOnly }: { task: number; readOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.List name={[task, 'rules']}>
      {(rules, { add, remove }) => (
        <>
          {rules.map((rule) => (
            <div className="quest-rule" key={rule.key}>
              <Row gutter={8}>
                <Col xs={24} md={10}>
                  <Form.Item
                    name={[rule.name, 'metadataTypeId']}
                    label={t('quest.eventType')}
                    rules={[{ required: true, message: t('quest.required') }]}
                  >
                    <FormSelect
                      options={eventTypes().map((e) => ({
                        value: e.metadataTypeId,
                        label: e.metadataTypeName,
                      }))}
                    />
                  </Form.Item>
                </Col>
                <Col xs={20} md={12}>
                  <Form.Item name={[rule.name, 'rulename']} label={t('quest.ruleName')}>
                    <Input maxLength={100} />
                  </Form.Item>
                </Col>
                <Col xs={4} md={2} style={{ paddingTop: 30 }}>
                  {readOnly || rules.length === 1 ? null : (
                    <Button
                      icon={<DeleteOutlined />}
                      aria-label={`${t('quest.removeRule')} ${task + 1}.${rule.name + 1}`}
                      onClick={() => remove(rule.name)}
                    />
                  )}
                </Col>
              </Row>
              <Form.List name={[rule.name, 'operation']}>
                {(operations, ops) => (
                  <>
                    {operations.map((op) => (
                      <Operation
                        key={op.key}
                        task={task}
                        rule={rule.name}
                        index={op.name}
                        readOnly={readOnly}
                        remove={() => ops.remove(op.name)}
                      />
                    ))}
                    {readOnly ? null : (
                      <Button
                        size="small"
                        icon={<PlusOutlined />}
                        onClick={() => ops.add({ operators: 1, value: '' })}
                      >
                        {t('quest.addOperation')}
                      </Button>
                    )}
                  </>
                )}
              </Form.List>
            </div>
          ))}
          {readOnly ? null : (
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ metadataTypeId: 3, rulename: '', operation: [] })}
            >
              {t('quest.addRule')}
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}

/** Tasks (Potential / Task, a target of at least 1) and the rules that count events for them. */
export function TasksSection({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <Card title={t('quest.tasks')}>
      <Form.List name="tasks">
        {(tasks, { add, remove }) => (
          <>
            {tasks.map((task) => (
              <Card
                key={task.key}
                type="inner"
                title={
                  <Typography.Text strong>{t('quest.taskN', { n: task.name + 1 })}</Typography.Text>
                }
                extra={
                  readOnly || tasks.length === 1 ? null : (
                    <Button
                      danger
                      size="small"
                      icon={<DeleteOutlined />}
                      aria-label={t('quest.removeTask', { n: task.name + 1 })}
                      onClick={() => remove(task.name)}
                    />
                  )
                }
              >
                <Row gutter={16}>
                  <Col xs={24} md={10}>
                    <Form.Item
                      name={[task.name, 'taskName']}
                      label={t('quest.taskName')}
                      rules={[{ required: true, whitespace: true, message: t('quest.required') }]}
                    >
                      <Input maxLength={200} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={7}>
                    <Form.Item name={[task.name, 'taskType']} label={t('quest.taskType')}>
                      <FormSelect
                        options={[
                          { value: 1, label: t('quest.potential') },
                          { value: 2, label: t('quest.task') },
                        ]}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={7}>
                    <Form.Item
                      name={[task.name, 'targetTask']}
                      label={t('quest.targetTask')}
                      rules={numberRules(boundsOf(ZTaskInput.shape.targetTask), {
                        required: t('quest.targetMin'),
                      })}
                    >
                      <NumberInput style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col xs={24}>
                    <Form.Item
                      name={[task.name, 'taskDescription']}
                      label={t('quest.taskDescription')}
                    >
                      <Input.TextArea rows={2} maxLength={2000} />
                    </Form.Item>
                  </Col>
                </Row>
                <Rules task={task.name} readOnly={readOnly} />
              </Card>
            ))}
            {readOnly || tasks.length >= 20 ? null : (
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add(emptyTask())}
                style={{ marginTop: 12 }}
              >
                {t('quest.addTask')}
              </Button>
            )}
          </>
        )}
      </Form.List>
    </Card>
  );
}
