import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldCol, FormSelect, StatusItem, useRequired } from '../../../shared/kit/formItems';
import { useClusterTypes } from '../../../shared/kit/lookups';

/** Code, type (default 'Test Drive Cluster'), description, status. */
export function ClusterFields({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const required = useRequired();
  const types = useClusterTypes();
  return (
    <>
      <FieldCol name="clusterCode" label={t('cluster.code')} rules={[required]}>
        <Input maxLength={20} autoComplete="off" />
      </FieldCol>
      <FieldCol name="clusterTypeId" label={t('cluster.type')} rules={[required]}>
        <FormSelect
          loading={types.isPending}
          options={(types.data ?? []).map((type) => ({
            value: type.id,
            label: type.clusterTypeDesc,
          }))}
        />
      </FieldCol>
      <FieldCol name="clusterDescription" label={t('cluster.description')} rules={[required]} wide>
        <Input.TextArea
          maxLength={200}
          autoSize={{ minRows: 2, maxRows: 4 }}
          showCount={!readOnly}
        />
      </FieldCol>
      <StatusItem />
    </>
  );
}
