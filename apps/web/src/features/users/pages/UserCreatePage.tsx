import { ZUserCreate } from '@dealer/contracts/users';
import { Flex, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useCreateUser, useUserLookups } from '../api';
import { useUnsavedEdits } from '../../../shared/form/useUnsavedEdits';
import { FormNotice, UserForm } from '../components/UserForm';
import { submitUserForm } from '../submitUserForm';
import { EMPTY_USER_FORM, toCreateInput, type UserFormValues } from '../userFormValues';
import { listPath } from '../../../shared/kit/listReturn';

function UserCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<UserFormValues>();
  const { markEdited, release } = useUnsavedEdits();
  const lookups = useUserLookups();
  const create = useCreateUser();
  const [notice, setNotice] = useState<string>();

  const submit = async (values: UserFormValues) => {
    setNotice(undefined);
    const outcome = await submitUserForm(
      form,
      ZUserCreate,
      toCreateInput(values),
      create.mutateAsync,
    );
    if (!outcome.ok) {
      setNotice(outcome.notice ?? outcome.error?.message);
      return;
    }
    release();
    void navigate(listPath('/users'));
  };

  return (
    <Flex vertical gap={16} className="page">
      <PageHeader
        title={t('users.createTitle')}
        back={{ to: listPath('/users'), label: t('users.backToList') }}
      />
      <UserForm
        mode="create"
        form={form}
        initialValues={EMPTY_USER_FORM}
        branches={lookups.data?.branches ?? []}
        branchesLoading={lookups.isPending}
        submitting={create.isPending}
        notice={notice ? <FormNotice message={notice} /> : undefined}
        onSubmit={(values) => void submit(values)}
        onEdited={markEdited}
        onCancel={() => void navigate(listPath('/users'))}
      />
    </Flex>
  );
}

/** Route module for users/create. */
export function Component() {
  return <UserCreatePage />;
}
