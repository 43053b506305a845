import type { BranchOption } from '@dealer/contracts/users';
import { Alert, Button, Card, Col, Flex, Form, Input, Row, Select, Switch } from 'antd';
import type { FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserFormValues } from '../userFormValues';
import { OrderedSelect } from './OrderedSelect';
import { ROLE_OPTIONS } from './roleLabel';

interface UserFormProps {
  mode: 'create' | 'edit';
  form: FormInstance<UserFormValues>;
  initialValues: UserFormValues;
  branches: readonly BranchOption[];
  branchesLoading: boolean;
  submitting: boolean;
  /** A message for the whole form (e.g. the server's message on a 400). */
  notice?: ReactNode;
  onSubmit: (values: UserFormValues) => void;
  /** The user changed a field (the page then asks before its edits are lost). */
  onEdited: () => void;
  onCancel: () => void;
}

/** Create and edit form of a user. User name and password only on create. */
export function UserForm(props: UserFormProps) {
  const { mode, form, initialValues, branches, branchesLoading, submitting, notice } = props;
  const { t } = useTranslation();
  const required = { required: true, message: t('users.required') };
  const branchOptions = branches.map((branch) => ({
    value: branch.branchCode,
    label: `${branch.branchCode} · ${branch.branchDescription}`,
  }));

  return (
    <Card>
      <Form<UserFormValues>
        form={form}
        name={`user-${mode}`}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={props.onEdited}
        onFinish={props.onSubmit}
        disabled={submitting}
        scrollToFirstError
      >
        {notice ? <div className="form-notice">{notice}</div> : null}
        <Row gutter={24}>
          {mode === 'create' ? (
            <Col xs={24} md={12}>
              <Form.Item
                name="userName"
                label={t('users.userName')}
                rules={[required, { min: 3, message: t('users.required') }]}
              >
                <Input autoComplete="off" maxLength={50} />
              </Form.Item>
            </Col>
          ) : null}
          <Col xs={24} md={12}>
            <Form.Item name="fullName" label={t('users.fullName')} rules={[required]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="email"
              label={t('users.email')}
              rules={[{ type: 'email', message: t('users.invalidEmail') }]}
            >
              <Input type="email" autoComplete="off" />
            </Form.Item>
          </Col>
          {mode === 'create' ? (
            <Col xs={24} md={12}>
              <Form.Item
                name="password"
                label={t('users.password')}
                rules={[required, { min: 8, message: t('users.minPassword') }]}
              >
                <Input.Password autoComplete="new-password" maxLength={128} />
              </Form.Item>
            </Col>
          ) : null}
          <Col xs={24} md={12}>
            <Form.Item
              name="roles"
              label={t('users.roles')}
              extra={t('users.rolesHelp')}
              rules={[{ ...required, type: 'array', min: 1 }]}
            >
              <OrderedSelect options={ROLE_OPTIONS} firstLabel={t('users.activeRoleTag')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="additionalRoles"
              label={t('users.additionalRoles')}
              extra={t('users.additionalRolesHelp')}
            >
              <Select mode="multiple" options={ROLE_OPTIONS} optionFilterProp="label" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="branchCodes"
              label={t('users.branches')}
              extra={t('users.branchesHelp')}
              rules={[{ ...required, type: 'array', min: 1 }]}
            >
              <OrderedSelect
                options={branchOptions}
                loading={branchesLoading}
                firstLabel={t('home.homeBranch')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="isEnabled" label={t('users.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        <Flex gap={8} justify="flex-end">
          <Button onClick={props.onCancel} disabled={false}>
            {t('users.cancel')}
          </Button>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {t('users.save')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}

export function FormNotice({ message }: { message: string }) {
  return <Alert type="error" showIcon title={message} />;
}
