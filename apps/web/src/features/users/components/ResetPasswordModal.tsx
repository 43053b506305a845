import { ZUserResetPassword, type User } from '@dealer/contracts/users';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isErrorBody } from '../../../shared/api/client';
import { applyFieldErrors, issuesToFieldMessages } from '../../../shared/ui/formErrors';
import { notifyResult } from '../../../shared/ui/notify';
import { useResetUserPassword } from '../api';

interface Values {
  newPassword: string;
  confirmPassword: string;
}

const FIELDS = ['newPassword', 'confirmPassword'];
const ALIASES = { password: 'newPassword' };

/** Sets a new password for a user: typed twice, checked against the contract, then sent. */
export function ResetPasswordModal({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const reset = useResetUserPassword();
  const [notice, setNotice] = useState<string>();

  const submit = async ({ newPassword }: Values) => {
    setNotice(undefined);
    const checked = ZUserResetPassword.safeParse({ id: user.id, password: newPassword });
    if (!checked.success) {
      applyFieldErrors(form, issuesToFieldMessages(checked.error.issues), FIELDS, ALIASES);
      return;
    }
    const reply = await reset.mutateAsync(checked.data).catch(() => null);
    if (!reply) return;
    if (isErrorBody(reply)) {
      applyFieldErrors(form, reply.errors ?? [], FIELDS, ALIASES);
      setNotice(reply.message);
      return;
    }
    notifyResult(reply);
    onClose();
  };

  return (
    <Modal
      open
      title={t('users.resetTitle', { name: user.userName })}
      okText={t('users.resetPassword')}
      cancelText={t('users.cancel')}
      confirmLoading={reset.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        name="reset-password"
        layout="vertical"
        onFinish={(values) => void submit(values)}
      >
        {notice ? <Alert type="error" showIcon title={notice} className="form-notice" /> : null}
        <Form.Item
          name="newPassword"
          label={t('users.newPassword')}
          rules={[
            { required: true, message: t('users.required') },
            { min: 8, message: t('users.minPassword') },
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={128} />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('users.confirmPassword')}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('users.required') },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('users.passwordMismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={128} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
