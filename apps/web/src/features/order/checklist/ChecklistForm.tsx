import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import type { ChecklistCategory } from '@dealer/contracts/order-checklist';
import { Alert, Button, Empty, Flex, Form, Typography, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allOkValues, fieldKey, type ChecklistValues } from './checklistForm';
import { QuestionField } from './QuestionField';

interface ChecklistFormProps {
  form: FormInstance<ChecklistValues>;
  sections: readonly ChecklistCategory[];
  initialValues: ChecklistValues;
  prefilled: boolean;
  saving: boolean;
  notice?: string;
  /** The BEFORE answers, offered as 'Same as before' on the AFTER checklist; else undefined. */
  sameAsBefore?: ChecklistValues;
  onSubmit: (values: ChecklistValues) => void;
}

/** Every question of `sections` set to `values` (a question missing there is cleared). */
function wholeForm(sections: readonly ChecklistCategory[], values: ChecklistValues) {
  const empty = { itemId: undefined, itemIds: undefined, value: undefined, notes: undefined };
  const out: ChecklistValues = {};
  for (const question of sections.flatMap((section) => section.questions)) {
    const key = fieldKey(question.questionId);
    out[key] = { ...empty, ...values[key] };
  }
  return out;
}

/** The questionnaire by section; the popup's footer submits it through `form`. */
export function ChecklistForm(props: ChecklistFormProps) {
  const { form, sections, initialValues, prefilled, saving, notice, sameAsBefore, onSubmit } =
    props;
  const { t } = useTranslation();
  const [problems, setProblems] = useState(0);
  const [copied, setCopied] = useState(false);

  /** Fills answers in; errors shown on the questions filled are checked again. */
  const fill = (values: ChecklistValues) => {
    form.setFieldsValue(values);
    setProblems(0);
    const shown = form
      .getFieldsError()
      .filter((field) => field.errors.length > 0)
      .map((field) => field.name);
    if (shown.length > 0) form.validateFields(shown).catch(() => undefined);
  };

  return (
    <Form<ChecklistValues>
      form={form}
      name="order-checklist"
      layout="vertical"
      initialValues={initialValues}
      disabled={saving}
      // Long questionnaires: take the user to the first question that needs attention.
      scrollToFirstError={{ block: 'center', focus: true }}
      onFinish={(values) => {
        setProblems(0);
        onSubmit(values);
      }}
      onFinishFailed={({ errorFields }) => setProblems(errorFields.length)}
      // The count is of the last attempt: it goes once the user starts fixing.
      onValuesChange={() => setProblems(0)}
    >
      {sameAsBefore ? (
        <Flex gap={8} align="center" wrap className="checklist-notice">
          <Button
            icon={<CopyOutlined aria-hidden />}
            onClick={() => {
              fill(wholeForm(sections, sameAsBefore));
              setCopied(true);
            }}
          >
            {t('order.checklist.sameAsBefore')}
          </Button>
          <Typography.Text type="secondary">
            {copied ? t('order.checklist.copiedFromBefore') : t('order.checklist.sameAsBeforeHelp')}
          </Typography.Text>
        </Flex>
      ) : null}
      {prefilled ? (
        <Alert className="checklist-notice" type="info" showIcon title={t('checklist.prefilled')} />
      ) : null}
      {problems > 0 ? (
        <Alert
          className="checklist-notice"
          type="error"
          showIcon
          title={t('checklist.needsAttention', { count: problems })}
        />
      ) : null}
      {notice ? <Alert className="checklist-notice" type="error" showIcon title={notice} /> : null}
      {sections.length === 0 ? <Empty description={t('checklist.empty')} /> : null}
      {sections.map((section) => {
        const headingId = `checklist-section-${section.sectionId}`;
        return (
          <section
            key={section.sectionId}
            aria-labelledby={headingId}
            className="checklist-section"
          >
            <Flex justify="space-between" align="center" gap={8}>
              <Typography.Title level={5} id={headingId}>
                {section.sectionName}
              </Typography.Title>
              <Button
                size="small"
                icon={<CheckOutlined aria-hidden />}
                aria-label={t('order.checklist.allOkIn', { section: section.sectionName })}
                onClick={() => fill(allOkValues(section))}
              >
                {t('order.checklist.allOk')}
              </Button>
            </Flex>
            {section.questions.map((question) => (
              <QuestionField key={question.questionId} question={question} />
            ))}
          </section>
        );
      })}
    </Form>
  );
}
