import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchOutstanding, pointKeys } from '../api';
import { idrText, pointsText } from './points';

/** Head office's figure: points held by the players per type and their value in IDR. */
export function OutstandingCard() {
  const { t } = useTranslation();
  const outstanding = useQuery({
    queryKey: pointKeys.outstanding,
    queryFn: ({ signal }) => fetchOutstanding(signal),
  });
  const data = outstanding.data;
  return (
    <Card
      title={t('pointCorrection.playerPoints.outstanding.title')}
      loading={outstanding.isLoading}
    >
      {data ? (
        <>
          <Row gutter={[16, 16]}>
            {data.outstanding.map((o) => (
              <Col key={o.pointsType} xs={24} md={12}>
                <Statistic
                  title={t(`pointCorrection.pointsType.${o.pointsType}`)}
                  value={pointsText(o.points)}
                  suffix={<Typography.Text type="secondary">{idrText(o.valueIDR)}</Typography.Text>}
                />
                <Typography.Text type="secondary">
                  {t('pointCorrection.playerPoints.outstanding.players', { count: o.players })}
                </Typography.Text>
              </Col>
            ))}
          </Row>
          <Typography.Paragraph type="secondary" className="pp-rate">
            {t('pointCorrection.playerPoints.outstanding.rate', {
              rate: pointsText(data.pointConversionRateIDR),
            })}
          </Typography.Paragraph>
        </>
      ) : null}
    </Card>
  );
}
