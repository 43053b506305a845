import { PLAYER_LEVELS } from '@dealer/contracts/players';
import { Button, Card, Col, Form, Row, Space } from 'antd';
import { FormSelect } from '../../../shared/kit/formItems';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBranches, useCities, useLookup, usePlayers } from '../api';
import type { QuestFormValues, SettingKey } from '../questForm';
import { CustomSearchModal } from './CustomSearchModal';
import { PasteCodesModal } from './PasteCodesModal';
import { businessToday } from '../../../shared/time/businessTime';

export type NameBook = Map<string, string>;

/** The business year and the 4 before it (spec 2 section 9), not the browser's year. */
const tierPeriods = () => {
  const year = Number(businessToday().slice(0, 4));
  return [0, 1, 2, 3, 4].map((back) => String(year - back));
};

interface TargetingProps {
  names: NameBook;
  readOnly: boolean;
  quests: { code: string; label: string }[];
}

/** Who the quest is for: area, city, branch, player level, player, tiers; a player target copied from another quest. */
export function TargetingSection({ names, readOnly, quests }: TargetingProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<QuestFormValues>();
  const settings = Form.useWatch('settings', form) as
    Partial<Record<SettingKey, string[]>> | undefined;
  const areaCodes = settings?.areaSetting ?? [];
  const cityCodes = settings?.citySetting ?? [];
  const branchCodes = settings?.branchSetting ?? [];
  const playerLevels = settings?.playerLevelSetting ?? [];
  const areas = useLookup('area');
  const cities = useCities(areaCodes);
  const branches = useBranches(areaCodes, cityCodes);
  const players = usePlayers({ areaCodes, cityCodes, branchCodes, playerLevels });
  const playerTiers = useLookup('playerTier');
  const salesmanTiers = useLookup('salesmanTier');
  const [modal, setModal] = useState<'paste' | 'custom' | null>(null);

  const book = (key: SettingKey, items: { code: string; description: string }[] | undefined) => {
    for (const item of items ?? []) names.set(`${key}:${item.code}`, item.description);
  };
  useEffect(() => book('areaSetting', areas.data));
  useEffect(() => book('citySetting', cities.data));
  useEffect(() => book('branchSetting', branches.data));
  useEffect(() => book('playerSetting', players.data));
  useEffect(() => book('playerTierSetting', playerTiers.data));
  useEffect(() => book('salesmanTierSetting', salesmanTiers.data));
  useEffect(() => book('playerLevelSetting', [...PLAYER_LEVELS]));

  const options = (key: SettingKey, items: { code: string; description: string }[] | undefined) => {
    const known = new Set((items ?? []).map((i) => i.code));
    const chosen = ((form.getFieldValue(['settings', key]) as string[] | undefined) ?? []).filter(
      (c) => !known.has(c),
    );
    return [
      ...(items ?? []).map((i) => ({ value: i.code, label: `${i.code} · ${i.description}` })),
      ...chosen.map((c) => ({
        value: c,
        label: names.get(`${key}:${c}`) ? `${c} · ${names.get(`${key}:${c}`)}` : c,
      })),
    ];
  };
  const multi = (
    key: SettingKey,
    label: string,
    items: { code: string; description: string }[] | undefined,
    loading = false,
  ) => (
    <Form.Item name={['settings', key]} label={label}>
      <FormSelect
        mode="multiple"
        allowClear
        showSearch
        optionFilterProp="label"
        maxTagCount={8}
        loading={loading}
        options={options(key, items)}
      />
    </Form.Item>
  );

  /** Codes found by a paste or a custom search join what is already chosen. */
  const merge = (found: Partial<Record<SettingKey, { code: string; description: string }[]>>) => {
    for (const [key, items] of Object.entries(found) as [
      SettingKey,
      { code: string; description: string }[],
    ][]) {
      book(key, items);
      const current = (form.getFieldValue(['settings', key]) as string[] | undefined) ?? [];
      form.setFieldValue(
        ['settings', key],
        [...new Set([...current, ...items.map((i) => i.code)])],
      );
    }
    setModal(null);
  };

  return (
    <Card
      title={t('quest.targeting')}
      extra={
        readOnly ? null : (
          <Space>
            <Button onClick={() => setModal('paste')}>{t('quest.pasteCodes')}</Button>
            <Button onClick={() => setModal('custom')}>{t('quest.customSearch')}</Button>
          </Space>
        )
      }
    >
      <Row gutter={16}>
        <Col xs={24} md={8}>
          {multi('areaSetting', t('quest.area'), areas.data, areas.isPending)}
        </Col>
        <Col xs={24} md={8}>
          {multi('citySetting', t('quest.city'), cities.data, cities.isPending)}
        </Col>
        <Col xs={24} md={8}>
          {multi('branchSetting', t('quest.branch'), branches.data, branches.isPending)}
        </Col>
        <Col xs={24} md={8}>
          {multi('playerLevelSetting', t('quest.playerLevel'), [...PLAYER_LEVELS])}
        </Col>
        <Col xs={24} md={16}>
          {multi('playerSetting', t('quest.player'), players.data, players.isPending)}
        </Col>
        <Col xs={24} md={8}>
          {multi('playerTierSetting', t('quest.playerTier'), playerTiers.data)}
        </Col>
        <Col xs={24} md={8}>
          {multi(
            'playerTierPeriodSetting',
            t('quest.tierPeriod'),
            tierPeriods().map((year) => ({ code: year, description: year })),
          )}
        </Col>
        <Col xs={24} md={8}>
          {multi('salesmanTierSetting', t('quest.salesmanTier'), salesmanTiers.data)}
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="questReferenceCode"
            label={t('quest.referenceQuest')}
            extra={t('quest.referenceHelp')}
          >
            <FormSelect
              allowClear
              showSearch
              optionFilterProp="label"
              options={quests.map((q) => ({ value: q.code, label: q.label }))}
            />
          </Form.Item>
        </Col>
      </Row>
      {modal === 'paste' ? (
        <PasteCodesModal
          questSetting={{ areaCodes, cityCodes, branchCodes, playerLevels }}
          onApply={merge}
          onClose={() => setModal(null)}
        />
      ) : null}
      {modal === 'custom' ? (
        <CustomSearchModal onApply={merge} onClose={() => setModal(null)} />
      ) : null}
    </Card>
  );
}
