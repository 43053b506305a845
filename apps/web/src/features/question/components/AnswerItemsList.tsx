import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { Button, Checkbox, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NEW_ANSWER_ITEM } from '../questionForm';

/** The editable, ordered list of answer items: name, notes allowed / mandatory, enabled. */
export function AnswerItemsList({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.List
      name="answerItems"
      rules={[
        {
          validator: (_, items?: unknown[]) =>
            items && items.length > 0
              ? Promise.resolve()
              : Promise.reject(new Error(t('question.itemsRequired'))),
        },
      ]}
    >
      {(fields, { add, remove, move }, { errors }) => (
        <fieldset className="question-items">
          <legend>{t('question.answerItems')}</legend>
          <ol className="question-items__list">
            {fields.map((field, index) => {
              const n = index + 1;
              return (
                <li key={field.key} className="question-items__row">
                  <Typography.Text className="question-items__index" aria-hidden>
                    {n}.
                  </Typography.Text>
                  <Form.Item
                    name={[field.name, 'itemName']}
                    rules={[{ required: true, whitespace: true, message: t('master.required') }]}
                    className="question-items__name"
                  >
                    <Input
                      maxLength={100}
                      aria-label={t('question.itemName', { n })}
                      placeholder={t('question.itemNamePlaceholder')}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'isNotesAllowed']} valuePropName="checked">
                    <Checkbox>{t('question.itemNotes')}</Checkbox>
                  </Form.Item>
                  <Form.Item
                    noStyle
                    shouldUpdate={(prev, next) =>
                      prev.answerItems?.[field.name]?.isNotesAllowed !==
                      next.answerItems?.[field.name]?.isNotesAllowed
                    }
                  >
                    {({ getFieldValue }) => (
                      <Form.Item name={[field.name, 'isNotesMandatory']} valuePropName="checked">
                        <Checkbox
                          disabled={
                            readOnly ||
                            !getFieldValue(['answerItems', field.name, 'isNotesAllowed'])
                          }
                        >
                          {t('question.itemNotesMandatory')}
                        </Checkbox>
                      </Form.Item>
                    )}
                  </Form.Item>
                  <Form.Item name={[field.name, 'isEnabled']} valuePropName="checked">
                    <Checkbox>{t('question.itemEnabled')}</Checkbox>
                  </Form.Item>
                  {readOnly ? null : (
                    <Flex gap={4} className="question-items__tools">
                      <Button
                        size="small"
                        icon={<ArrowUpOutlined aria-hidden />}
                        disabled={index === 0}
                        aria-label={t('question.moveUp', { n })}
                        onClick={() => move(index, index - 1)}
                      />
                      <Button
                        size="small"
                        icon={<ArrowDownOutlined aria-hidden />}
                        disabled={index === fields.length - 1}
                        aria-label={t('question.moveDown', { n })}
                        onClick={() => move(index, index + 1)}
                      />
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined aria-hidden />}
                        aria-label={t('question.removeItem', { n })}
                        onClick={() => remove(field.name)}
                      />
                    </Flex>
                  )}
                </li>
              );
            })}
          </ol>
          <Form.ErrorList errors={errors} />
          {readOnly ? null : (
            <Button
              type="dashed"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => add({ ...NEW_ANSWER_ITEM })}
            >
              {t('question.addItem')}
            </Button>
          )}
        </fieldset>
      )}
    </Form.List>
  );
}
