import type { ChecklistCategory } from '@dealer/contracts/order-checklist';
import { Alert, Empty, Form, Typography, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChecklistValues } from './checklistForm';
import { QuestionField } from './QuestionField';

interface ChecklistFormProps {
  form: FormInstance<ChecklistValues>;
  sections: readonly ChecklistCategory[];
  initialValues: ChecklistValues;
  prefilled: boolean;
  saving: boolean;
  notice?: string;
  onSubmit: (values: ChecklistValues) => void;
}

/** The questionnaire by section; the popup's footer submits it through `form`. */
export function ChecklistForm(props: ChecklistFormProps) {
  const { form, sections, initialValues, prefilled, saving, notice, onSubmit } = props;
  const { t } = useTranslation();
  const [problems, setProblems] = useState(0);

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
      {prefilled ? (
        <Alert
          className="checklist-notice"
          type="info"
          showIcon
          message={t('checklist.prefilled')}
        />
      ) : null}
      {problems > 0 ? (
        <Alert
          className="checklist-notice"
          type="error"
          showIcon
          message={t('checklist.needsAttention', { count: problems })}
        />
      ) : null}
      {notice ? (
        <Alert className="checklist-notice" type="error" showIcon message={notice} />
      ) : null}
      {sections.length === 0 ? <Empty description={t('checklist.empty')} /> : null}
      {sections.map((section) => {
        const headingId = `checklist-section-${section.sectionId}`;
        return (
          <section
            key={section.sectionId}
            aria-labelledby={headingId}
            className="checklist-section"
          >
            <Typography.Title level={5} id={headingId}>
              {section.sectionName}
            </Typography.Title>
            {section.questions.map((question) => (
              <QuestionField key={question.questionId} question={question} />
            ))}
          </section>
        );
      })}
    </Form>
  );
}
