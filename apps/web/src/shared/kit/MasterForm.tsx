import { EditOutlined, SaveOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { listPath } from './listReturn';
import { isErrorBody } from '../api/client';
import { confirmSaveThese } from '../ui/dialogs';
import { notifyResult } from '../ui/notify';
import { conflictOf, splitFieldErrors } from './commands';
import type { FormMode } from './formMode';
import type { MasterFormConfig } from './formTypes';
import { useUnsavedEdits } from '../form/useUnsavedEdits';

interface MasterFormProps<Row, Values> {
  config: MasterFormConfig<Row, Values>;
  mode: FormMode;
  initialValues: Values;
  /** The record being edited (edit mode only: it gives id and version). */
  row?: Row;
  /** View mode: where Edit goes, for those who may edit (none: no Edit button). */
  editPath?: string;
  onReload?: () => void;
}

/** The form body: fields, Back and Save, the save confirmation and the reply handling. */
export function MasterForm<Row, Values extends object>(props: MasterFormProps<Row, Values>) {
  const { config, mode, initialValues, row } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<string>();
  const [stale, setStale] = useState<string>();
  const readOnly = mode === 'view';
  const { markEdited, release } = useUnsavedEdits(!readOnly);

  const showErrors = (message: string, errors: Parameters<typeof splitFieldErrors>[0] = []) => {
    const { fields, unmatched } = splitFieldErrors(errors, config.fieldNames, config.fieldAliases);
    form.setFields(fields.map(({ name, errors: texts }) => ({ name, errors: texts }) as never));
    const detail = unmatched.map((e) => `${e.field}: ${e.message}`).join('; ');
    setNotice(detail ? `${message} (${detail})` : message);
  };

  const save = async (values: Values) => {
    if (!(await confirmSaveThese())) return;
    setSaving(true);
    setNotice(undefined);
    setStale(undefined);
    try {
      const reply =
        mode === 'edit' && row ? await config.update(values, row) : await config.create(values);
      if (isErrorBody(reply)) {
        showErrors(reply.message, reply.errors);
        return;
      }
      notifyResult(reply);
      release();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: config.queryKey }),
        // Saved master rows feed other screens' pickers (e.g. enabled clusters).
        queryClient.invalidateQueries({ queryKey: ['lookups'] }),
      ]);
      void navigate(listPath(config.basePath));
    } catch (error) {
      const conflict = conflictOf(error);
      if (conflict?.code === 'STALE_VERSION') setStale(conflict.message);
      else if (conflict) showErrors(conflict.message, conflict.errors);
      // Anything else the client has shown already (acknowledge 0, 500, network); the form stays.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card>
      <Form<Values>
        form={form}
        name={`master-${mode}`}
        layout="vertical"
        initialValues={initialValues}
        disabled={readOnly || saving}
        // A view is read, not filled in: no required marks (nor counters, see renderFields).
        requiredMark={!readOnly}
        onFinish={(values) => void save(values)}
        onValuesChange={markEdited}
        scrollToFirstError
      >
        {stale ? (
          <Alert
            className="form-notice"
            type="warning"
            showIcon
            title={stale}
            action={
              <Button size="small" disabled={false} onClick={props.onReload}>
                {t('master.reload')}
              </Button>
            }
          />
        ) : null}
        {notice ? <Alert className="form-notice" type="error" showIcon title={notice} /> : null}
        <Row gutter={24}>{config.renderFields({ mode, readOnly, form })}</Row>
        <Flex gap={8} justify="flex-end" className="master-form-actions">
          <Button disabled={false} onClick={() => void navigate(listPath(config.basePath))}>
            {t('master.back')}
          </Button>
          {readOnly && props.editPath ? (
            <Button
              type="primary"
              disabled={false}
              icon={<EditOutlined aria-hidden />}
              onClick={() => void navigate(props.editPath!)}
            >
              {t('master.edit')}
            </Button>
          ) : null}
          {readOnly ? null : (
            <Button
              type="primary"
              htmlType="submit"
              icon={<SaveOutlined aria-hidden />}
              loading={saving}
            >
              {t('master.save')}
            </Button>
          )}
        </Flex>
      </Form>
    </Card>
  );
}
