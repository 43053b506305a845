import type { AnswerSetType } from '@dealer/contracts/order-checklist';
import { SaveOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { answerSetQuery, questionnaireQuery } from './checklistApi';
import { savedValues, sortedSections, type ChecklistValues } from './checklistForm';
import { ChecklistForm } from './ChecklistForm';
import { useChecklistSave } from './useChecklistSave';

interface ChecklistBodyProps {
  orderNo: string;
  answerSetType: AnswerSetType;
  onSaved: () => void | Promise<void>;
  onClose: () => void;
}

/**
 * Loads the questionnaire and the set saved earlier (saving replaces it, so the form starts from
 * it), then shows the form with its actions. Lives only while the popup is open.
 */
export function ChecklistBody({ orderNo, answerSetType, onSaved, onClose }: ChecklistBodyProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ChecklistValues>();
  const questionnaire = useQuery(questionnaireQuery());
  const saved = useQuery(answerSetQuery(orderNo, answerSetType));
  // The AFTER checklist may start from the BEFORE answers ('Same as before').
  const before = useQuery({
    ...answerSetQuery(orderNo, 'BEFORE'),
    enabled: answerSetType === 'AFTER',
  });
  const sections = useMemo(() => sortedSections(questionnaire.data ?? []), [questionnaire.data]);
  const initialValues = useMemo(() => savedValues(sections, saved.data), [sections, saved.data]);
  const sameAsBefore = useMemo(
    () => (before.data ? savedValues(sections, before.data) : undefined),
    [sections, before.data],
  );
  const save = useChecklistSave({ form, sections, orderNo, answerSetType, onSaved });
  const ready = questionnaire.data !== undefined && saved.data !== undefined;

  let content;
  if (ready) {
    content = (
      <ChecklistForm
        form={form}
        sections={sections}
        initialValues={initialValues}
        prefilled={saved.data !== null}
        saving={save.saving}
        notice={save.notice}
        sameAsBefore={sameAsBefore}
        onSubmit={(values) => void save.save(values)}
      />
    );
  } else if (questionnaire.isError || saved.isError) {
    content = (
      <Alert
        type="error"
        showIcon
        title={t('checklist.loadFailed')}
        action={
          <Button
            onClick={() => {
              if (questionnaire.isError) void questionnaire.refetch();
              if (saved.isError) void saved.refetch();
            }}
          >
            {t('checklist.retry')}
          </Button>
        }
      />
    );
  } else {
    content = (
      <div aria-busy="true" aria-label={t('checklist.loading')}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }

  return (
    <>
      {/* The actions stay in view; a long questionnaire scrolls above them. */}
      <div className="checklist-scroll">{content}</div>
      <Flex gap={8} justify="flex-end" className="checklist-actions">
        <Button onClick={onClose} disabled={save.saving}>
          {t('checklist.cancel')}
        </Button>
        <Button
          type="primary"
          icon={<SaveOutlined aria-hidden />}
          loading={save.saving}
          disabled={!ready}
          onClick={() => form.submit()}
        >
          {t('checklist.save')}
        </Button>
      </Flex>
    </>
  );
}
