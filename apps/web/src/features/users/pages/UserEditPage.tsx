import { ZUserUpdate, type User } from '@dealer/contracts/users';
import { Alert, Button, Flex, Form } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/ApiError';
import { notifyError } from '../../../shared/ui/notify';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PageLoading } from '../../../shared/ui/PageLoading';
import { useUpdateUser, useUser, useUserLookups } from '../api';
import { useUnsavedEdits } from '../../../shared/form/useUnsavedEdits';
import { FormNotice, UserForm } from '../components/UserForm';
import { submitUserForm } from '../submitUserForm';
import { formValuesOf, toUpdateInput, type UserFormValues } from '../userFormValues';
import { listPath } from '../../../shared/kit/listReturn';

/** Spec 1 section 8: a missing record says so, then goes back to the list. */
const DATA_NOT_FOUND = 'Data not found!';

function EditForm({ user, onReload }: { user: User; onReload: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<UserFormValues>();
  const { markEdited, release } = useUnsavedEdits();
  const lookups = useUserLookups();
  const update = useUpdateUser();
  const [notice, setNotice] = useState<string>();
  const [stale, setStale] = useState<string>();

  const submit = async (values: UserFormValues) => {
    setNotice(undefined);
    setStale(undefined);
    const outcome = await submitUserForm(
      form,
      ZUserUpdate,
      toUpdateInput(user, values),
      update.mutateAsync,
    );
    if (outcome.ok) {
      release();
      void navigate(listPath('/users'));
    } else if (outcome.error?.status === 409) setStale(outcome.error.message);
    else setNotice(outcome.notice ?? outcome.error?.message);
  };

  const staleNotice = stale ? (
    <Alert
      type="warning"
      showIcon
      title={stale || t('users.staleTitle')}
      action={<Button onClick={onReload}>{t('users.reloadLatest')}</Button>}
    />
  ) : undefined;

  return (
    <UserForm
      mode="edit"
      form={form}
      initialValues={formValuesOf(user)}
      branches={lookups.data?.branches ?? []}
      branchesLoading={lookups.isPending}
      submitting={update.isPending}
      notice={staleNotice ?? (notice ? <FormNotice message={notice} /> : undefined)}
      onSubmit={(values) => void submit(values)}
      onEdited={markEdited}
      onCancel={() => void navigate(listPath('/users'))}
    />
  );
}

function UserEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const query = useUser(id);
  const missing =
    !Number.isInteger(id) ||
    (query.isError && isApiError(query.error) && query.error.status === 404);

  useEffect(() => {
    if (!missing) return;
    notifyError(DATA_NOT_FOUND);
    void navigate(listPath('/users'), { replace: true });
  }, [missing, navigate]);

  const user = query.data;
  return (
    <Flex vertical gap={16} className="page">
      <PageHeader
        title={t('users.editTitle', { name: user?.userName ?? '' })}
        back={{ to: listPath('/users'), label: t('users.backToList') }}
      />
      {user ? (
        // A new version (after "load the latest") remounts the form with fresh values.
        <EditForm key={user.version} user={user} onReload={() => void query.refetch()} />
      ) : query.isError ? null : (
        <PageLoading />
      )}
    </Flex>
  );
}

/** Route module for users/edit/:id. */
export function Component() {
  return <UserEditPage />;
}
