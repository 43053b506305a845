import type { TestDriveUnit } from '@dealer/contracts/branch-stock';
import { Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The unit in one cell: its type (which already names the model, 'Avanza 1.3 E M/T') over its
 * colour and transmission. Each line is cut to the column; the whole description shows on
 * hover and focus.
 */
export function VehicleCell({ unit }: { unit: TestDriveUnit }) {
  const { t } = useTranslation();
  const transmission = t(`vehicles.transmission.${unit.transmissionType}`);
  const details = [
    `${t('vehicles.column.model')}: ${unit.modelMaterialDesc}`,
    `${t('vehicles.column.type')}: ${unit.materialDesc}`,
    `${t('vehicles.column.colour')}: ${unit.colorDesc}`,
    `${t('vehicles.column.transmission')}: ${transmission}`,
  ];
  return (
    <Tooltip
      placement="topLeft"
      title={
        <ul className="vehicle-details">
          {details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      }
    >
      <div className="vehicle-cell" tabIndex={0}>
        <Typography.Text ellipsis className="vehicle-cell__type">
          {unit.materialDesc}
        </Typography.Text>
        <Typography.Text ellipsis className="vehicle-cell__more">
          {unit.colorDesc} · {transmission}
        </Typography.Text>
      </div>
    </Tooltip>
  );
}
