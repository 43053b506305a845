import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Typography } from 'antd';
import { FormSelect } from '../../../shared/kit/formItems';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadTemplate, fetchBranches, fetchPlayers, pointKeys } from '../api';

/**
 * Branch and employee pickers with the template download (spec 2 section 2): the xlsx comes back
 * prefilled with the picked employees (or the whole branch), Points left for the user to fill.
 */
export function TemplateCard() {
  const { t } = useTranslation();
  const [branchCode, setBranchCode] = useState('');
  const [playerNos, setPlayerNos] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const branches = useQuery({
    queryKey: pointKeys.branches,
    queryFn: ({ signal }) => fetchBranches(signal),
  });
  const players = useQuery({
    queryKey: pointKeys.players(branchCode),
    queryFn: ({ signal }) => fetchPlayers(branchCode, signal),
    enabled: branchCode !== '',
  });
  const download = async () => {
    setBusy(true);
    await downloadTemplate(branchCode, playerNos).catch(() => undefined);
    setBusy(false);
  };
  return (
    <Card title={t('pointCorrection.template.title')}>
      <Typography.Paragraph>{t('pointCorrection.template.help')}</Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Flex gap={12} wrap align="end">
          <Form.Item label={t('pointCorrection.template.branch')} htmlFor="pc-branch">
            <FormSelect
              id="pc-branch"
              className="pc-picker"
              value={branchCode}
              loading={branches.isLoading}
              showSearch
              optionFilterProp="label"
              options={[
                { value: '', label: t('pointCorrection.template.noBranch') },
                ...(branches.data ?? []).map((b) => ({
                  value: b.branchCode,
                  label: `${b.branchCode} - ${b.branchName}`,
                })),
              ]}
              onChange={(value: string) => {
                setBranchCode(value);
                setPlayerNos([]);
              }}
            />
          </Form.Item>
          <Form.Item label={t('pointCorrection.template.employees')} htmlFor="pc-employees">
            <FormSelect
              id="pc-employees"
              className="pc-picker pc-picker--wide"
              mode="multiple"
              value={playerNos}
              disabled={branchCode === ''}
              loading={players.isFetching}
              placeholder={t('pointCorrection.template.allEmployees')}
              showSearch
              optionFilterProp="label"
              maxTagCount="responsive"
              options={(players.data ?? []).map((p) => ({
                value: p.playerNo,
                label: `${p.playerNo} - ${p.playerName}`,
              }))}
              onChange={setPlayerNos}
            />
          </Form.Item>
          <Form.Item>
            <Button
              icon={<DownloadOutlined aria-hidden />}
              loading={busy}
              onClick={() => void download()}
            >
              {t('pointCorrection.template.download')}
            </Button>
          </Form.Item>
        </Flex>
      </Form>
    </Card>
  );
}
