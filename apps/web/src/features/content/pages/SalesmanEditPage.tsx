import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Form, Input, Spin, Switch } from 'antd';
import { FormSelect } from '../../../shared/kit/formItems';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { listPath } from '../../../shared/kit/listReturn';
import { SALESMAN_STATUSES, ZSalesmanUpdate, type SalesmanUpdate } from '@dealer/contracts/content';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { contentKeys, fetchSalesman, saveSalesman } from '../api';
import { useUnsavedEdits } from '../../../shared/form/useUnsavedEdits';
import { useContentSave } from '../components/useContentSave';
import { useContentScope } from '../scope';
import '../content.css';

/**
 * Branch salesman edit: saves only salesmanNo, name, status and isShow. A branch user opening
 * another branch's salesman goes to the home page (spec 2 section 4); the server answers 404.
 */
export function Component() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const scope = useContentScope();
  const found = useQuery({
    queryKey: contentKeys.salesman(id),
    queryFn: ({ signal }) => fetchSalesman({ id }, signal),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
  const [draft, setDraft] = useState<SalesmanUpdate | null>(null);
  const { markEdited, release } = useUnsavedEdits();
  const { save, saving, status } = useContentSave('/branch-salesman', release);
  const s = found.data;
  // Each salesman the server sends fills the form once, while rendering (not in an effect).
  const [filledFrom, setFilledFrom] = useState<typeof s>(undefined);
  if (s && s !== filledFrom) {
    setFilledFrom(s);
    setDraft({
      id: s.id,
      version: s.version,
      salesmanNo: s.salesmanNo,
      name: s.name,
      status: (SALESMAN_STATUSES as readonly string[]).includes(s.status)
        ? (s.status as SalesmanUpdate['status'])
        : 'Active',
      isShow: s.isShow ? 'true' : 'false',
    });
  }
  const foreign = s && !scope.headOffice && s.businessAreaCode !== scope.ownBranch;
  if (found.isError || foreign || !(Number.isInteger(id) && id > 0)) {
    return <Navigate to={scope.headOffice ? listPath('/branch-salesman') : '/'} replace />;
  }
  if (!s || !draft) return <Spin />;
  const set = (patch: Partial<SalesmanUpdate>) => {
    markEdited();
    setDraft({ ...draft, ...patch });
  };
  return (
    <>
      <PageHeader
        title={`${t('content.editSalesman')} ${s.salesmanNo}`}
        back={{ to: listPath('/branch-salesman'), label: t('content.back') }}
        extra={
          <Button
            type="primary"
            loading={saving}
            onClick={() => void save(draft, ZSalesmanUpdate, saveSalesman)}
          >
            {t('content.save')}
          </Button>
        }
      />
      <Card>
        <Form layout="vertical" component="div" style={{ maxWidth: 560 }}>
          <Form.Item
            label={t('content.salesmanNo')}
            htmlFor="salesman-no"
            required
            {...status('salesmanNo')}
          >
            <Input
              id="salesman-no"
              maxLength={40}
              value={draft.salesmanNo}
              onChange={(e) => set({ salesmanNo: e.target.value })}
            />
          </Form.Item>
          <Form.Item label={t('content.name')} htmlFor="salesman-name" required {...status('name')}>
            <Input
              id="salesman-name"
              maxLength={100}
              value={draft.name}
              onChange={(e) => set({ name: e.target.value })}
            />
          </Form.Item>
          <Form.Item label={t('content.status')} htmlFor="salesman-status">
            <FormSelect
              id="salesman-status"
              value={draft.status}
              onChange={(v) => set({ status: v })}
              options={SALESMAN_STATUSES.map((v) => ({
                value: v,
                label: t(`content.salesmanStatus.${v}`),
              }))}
            />
          </Form.Item>
          <Form.Item label={t('content.isShow')} htmlFor="salesman-show">
            <Switch
              id="salesman-show"
              checked={draft.isShow === 'true'}
              onChange={(v) => set({ isShow: v ? 'true' : 'false' })}
            />
          </Form.Item>
        </Form>
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'position', label: t('content.position'), children: s.position },
            { key: 'branch', label: t('content.branch'), children: s.businessAreaCode },
            { key: 'noHp', label: t('content.noHp'), children: s.noHp },
            { key: 'email', label: t('content.email'), children: s.email },
          ]}
        />
      </Card>
    </>
  );
}
