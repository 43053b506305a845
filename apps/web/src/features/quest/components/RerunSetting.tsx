import { PLAYER_LEVELS } from '@dealer/contracts/players';
import { Col, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../shared/kit/formItems';
import { useBranches, useCities, useLookup, usePlayers } from '../api';

/** The rerun item's setting (spec 2 section 3): whom the rerun recomputes; empty = everyone. */
export interface RerunSettingValues {
  area?: string[];
  city?: string[];
  branch?: string[];
  playerLevel?: string[];
  player?: string[];
}

const asOptions = (items: { code: string; description: string }[] | undefined) =>
  (items ?? []).map((i) => ({ value: i.code, label: `${i.code} · ${i.description}` }));

/**
 * Area, city (of those areas), branch (of those areas and cities), player level and player (of
 * all those): the players a rerun recomputes, each list narrowing the one after it.
 */
export function RerunSetting() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const chosen = Form.useWatch((values: RerunSettingValues) => values, form) ?? {};
  const area = chosen.area ?? [];
  const city = chosen.city ?? [];
  const branch = chosen.branch ?? [];
  const playerLevel = chosen.playerLevel ?? [];
  const areas = useLookup('area');
  const cities = useCities(area);
  const branches = useBranches(area, city);
  const players = usePlayers({
    areaCodes: area,
    cityCodes: city,
    branchCodes: branch,
    playerLevels: playerLevel,
  });
  const multi = (
    name: keyof RerunSettingValues,
    label: string,
    options: { value: string; label: string }[],
  ) => (
    <Col xs={24} md={12} xl={8}>
      <Form.Item name={name} label={label}>
        <FormSelect
          mode="multiple"
          allowClear
          showSearch
          optionFilterProp="label"
          options={options}
        />
      </Form.Item>
    </Col>
  );
  return (
    <Row gutter={16}>
      {multi('area', t('quest.area'), asOptions(areas.data))}
      {multi('city', t('quest.city'), asOptions(cities.data))}
      {multi('branch', t('quest.branch'), asOptions(branches.data))}
      {multi(
        'playerLevel',
        t('quest.playerLevel'),
        PLAYER_LEVELS.map((l) => ({ value: l.code, label: `${l.code} · ${l.description}` })),
      )}
      {multi('player', t('quest.player'), asOptions(players.data))}
    </Row>
  );
}
