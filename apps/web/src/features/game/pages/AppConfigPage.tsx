import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Spin, Typography } from 'antd';
import { FormSelect } from '../../../shared/kit/formItems';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { endYearCutOffDay, endYearCutOffText, type AppConfig } from '@dealer/contracts/game';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PageLoading } from '../../../shared/ui/PageLoading';
import { fetchAppConfig, gameKeys, saveAppConfig } from '../api';
import { DAY_OPTIONS } from '../components/days';
import { useUnsavedEdits } from '../../../shared/form/useUnsavedEdits';
import { RefusalsAlert } from '../../../shared/kit/RefusalsAlert';
import { useGameSave } from '../components/useGameSave';
import { RewardPriceChanges } from '../components/RewardPriceChanges';
import { useRatePreview } from '../components/useRatePreview';
import { NumberInput } from '../../../shared/form/NumberInput';
import { boundsOf } from '../../../shared/form/numberBounds';
import { numberRules } from '../../../shared/form/numberRules';
import { ZAppConfigSave } from '@dealer/contracts/game';

interface Values {
  maxRedeemPeriode: number;
  cutOffAutoRedeem: number;
  endYearCutOffDay: number;
  pointConversionRateIDR: number;
}
const FIELDS = [
  'maxRedeemPeriode',
  'cutOffAutoRedeem',
  'endYearCutOffDay',
  'pointConversionRateIDR',
];

const toValues = (c: AppConfig): Values => ({
  maxRedeemPeriode: c.maxRedeemPeriode,
  cutOffAutoRedeem: c.cutOffAutoRedeem,
  // The end-year cut-off is read from the part after the dot (spec 2 section 9).
  endYearCutOffDay: endYearCutOffDay(c.endYearCutOff),
  pointConversionRateIDR: c.pointConversionRateIDR,
});

/** App configuration: one form, saved after 'Do you want to save this configuration?'. */
function AppConfigPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const config = useQuery({
    queryKey: gameKeys.appConfig,
    queryFn: ({ signal }) => fetchAppConfig(signal),
  });
  const { markEdited, saved: clean } = useUnsavedEdits();
  const { save, saving, unmatched } = useGameSave(form, [...FIELDS, 'endYearCutOff'], {
    release: clean,
  });
  const effect = useRatePreview(form, config.data?.pointConversionRateIDR);

  useEffect(() => {
    if (config.data) form.setFieldsValue(toValues(config.data));
  }, [config.data, form]);

  const submit = async (values: Values) => {
    if (!config.data) return;
    const request = {
      maxRedeemPeriode: values.maxRedeemPeriode,
      cutOffAutoRedeem: values.cutOffAutoRedeem,
      endYearCutOff: endYearCutOffText(values.endYearCutOffDay),
      pointConversionRateIDR: values.pointConversionRateIDR,
      version: config.data.version,
    };
    const ask = () => effect.confirmSave(values.pointConversionRateIDR);
    const saved = await save(request, ZAppConfigSave, saveAppConfig, ask);
    if (saved) client.setQueryData(gameKeys.appConfig, saved.data);
    else await config.refetch();
  };

  return (
    <div className="page">
      <PageHeader title={t('game.appConfig.title')} subtitle={t('game.appConfig.subtitle')} />
      {config.isPending ? (
        <PageLoading />
      ) : config.isError ? (
        <Alert type="error" showIcon title={t('game.loadFailed')} />
      ) : (
        <Card>
          <Form<Values>
            form={form}
            name="appconfig"
            layout="vertical"
            style={{ maxWidth: 520 }}
            onValuesChange={markEdited}
            onFinish={(values) => void submit(values)}
          >
            <RefusalsAlert refusals={unmatched} />
            <Form.Item
              name="maxRedeemPeriode"
              label={t('game.appConfig.maxRedeemPeriode')}
              extra={t('game.appConfig.maxRedeemPeriodeHelp')}
              rules={numberRules(boundsOf(ZAppConfigSave.shape.maxRedeemPeriode), {
                required: t('game.required'),
              })}
            >
              <NumberInput style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name="cutOffAutoRedeem"
              label={t('game.appConfig.cutOffAutoRedeem')}
              extra={t('game.appConfig.cutOffAutoRedeemHelp')}
              rules={[{ required: true, message: t('game.required') }]}
            >
              <FormSelect showSearch optionFilterProp="label" options={DAY_OPTIONS} />
            </Form.Item>
            <Form.Item
              name="endYearCutOffDay"
              label={t('game.appConfig.endYearCutOff')}
              extra={t('game.appConfig.endYearCutOffHelp')}
              rules={[{ required: true, message: t('game.required') }]}
            >
              <FormSelect showSearch optionFilterProp="label" options={DAY_OPTIONS} />
            </Form.Item>
            <Form.Item
              name="pointConversionRateIDR"
              label={t('game.appConfig.pointConversionRateIDR')}
              extra={t('game.appConfig.pointConversionRateIDRHelp')}
              rules={numberRules(boundsOf(ZAppConfigSave.shape.pointConversionRateIDR), {
                required: t('game.required'),
              })}
            >
              <NumberInput addonBefore="IDR" style={{ width: '100%' }} />
            </Form.Item>
            {effect.rate !== undefined ? (
              <Alert
                type="warning"
                style={{ marginBottom: 24 }}
                title={t('game.appConfig.effectTitle', {
                  rate: effect.rate,
                  saved: config.data.pointConversionRateIDR,
                })}
                description={
                  effect.changes ? <RewardPriceChanges changes={effect.changes} /> : <Spin />
                }
              />
            ) : null}
            {config.data.updatedBy ? (
              <Typography.Paragraph type="secondary">
                {t('game.lastSaved', { user: config.data.updatedBy, version: config.data.version })}
              </Typography.Paragraph>
            ) : null}
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('game.save')}
            </Button>
          </Form>
        </Card>
      )}
    </div>
  );
}

/** Route module for appconfig. */
export function Component() {
  return <AppConfigPage />;
}
