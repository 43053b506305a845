import { MoreOutlined } from '@ant-design/icons';
import type { User } from '@dealer/contracts/users';
import { Button, Dropdown, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isErrorBody } from '../../../shared/api/client';
import { confirmAction } from '../../../shared/ui/dialogs';
import { notifyError, notifyResult } from '../../../shared/ui/notify';
import { useSetUserEnabled } from '../api';

interface UserRowActionsProps {
  user: User;
  onResetPassword: (user: User) => void;
}

/** Edit, enable / disable (after 'Do you want to {action}?') and reset password. */
export function UserRowActions({ user, onResetPassword }: UserRowActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setEnabled = useSetUserEnabled();

  const toggleEnabled = async () => {
    const action = user.isEnabled ? 'disable' : 'enable';
    if (!(await confirmAction(t(`users.confirmToggle.${action}`, { name: user.userName })))) return;
    const reply = await setEnabled
      .mutateAsync({ id: user.id, version: user.version, isEnabled: !user.isEnabled })
      .catch(() => null);
    if (!reply) return;
    if (isErrorBody(reply)) notifyError(reply.message);
    else notifyResult(reply);
  };

  return (
    <Flex gap={4} justify="flex-end">
      <Button type="link" size="small" onClick={() => void navigate(`/users/edit/${user.id}`)}>
        {t('users.edit')}
      </Button>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'toggle', label: t(user.isEnabled ? 'users.disable' : 'users.enable') },
            { key: 'reset', label: t('users.resetPassword') },
          ],
          onClick: ({ key }) => {
            if (key === 'toggle') void toggleEnabled();
            else onResetPassword(user);
          },
        }}
      >
        <Button
          type="text"
          size="small"
          icon={<MoreOutlined />}
          loading={setEnabled.isPending}
          aria-label={t('users.moreActions', { name: user.userName })}
        />
      </Dropdown>
    </Flex>
  );
}
