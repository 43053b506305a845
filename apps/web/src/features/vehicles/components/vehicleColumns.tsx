import type { TestDriveUnit } from '@dealer/contracts/branch-stock';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { textColumn } from '../../../shared/kit/columns';
import { BlockPeriods } from './BlockPeriods';
import { BookingStateTag } from './BookingStateTag';
import { VehicleActions } from './VehicleActions';
import { VehicleCell } from './VehicleCell';

interface RowHandlers {
  onBlock: (unit: TestDriveUnit) => void;
  onRelease: (unit: TestDriveUnit) => void;
}

/** The narrowest the table gets; below it the table scrolls with plate and actions pinned. */
export const VEHICLE_TABLE_MIN_WIDTH = 900;
/**
 * The pinned plate column on a phone: what is left of a 390 px screen's card beside the pinned
 * actions. antd 5 shrank the plate to that; antd 6 keeps a pinned column's width, and the two
 * pinned columns then overlapped (the Block button was cut).
 */
const NARROW_PLATE_WIDTH = 100;

/**
 * Plate, today's state and the blocks first (what the screen is for), then the unit in one cell
 * (type over colour and transmission), the branch, and the actions. Six columns fit the card of
 * a 1366 px laptop (about 1,000 px) without a sideways scroll.
 */
export function vehicleColumns(
  t: TFunction,
  narrow: boolean,
  handlers: RowHandlers,
): TableColumnsType<TestDriveUnit> {
  return [
    {
      title: t('vehicles.column.plate'),
      key: 'policeRegNo',
      dataIndex: 'policeRegNo',
      sorter: true,
      width: narrow ? NARROW_PLATE_WIDTH : 130,
      fixed: 'left',
      className: 'vehicle-nowrap',
    },
    {
      title: t('vehicles.column.state'),
      key: 'state',
      width: 120,
      render: (_: unknown, u) => <BookingStateTag status={u.bookingStatus} />,
    },
    {
      title: t('vehicles.column.blocks'),
      key: 'blocks',
      width: 185,
      className: 'vehicle-nowrap',
      render: (_: unknown, u) => <BlockPeriods blocks={u.blockageDetails} />,
    },
    {
      title: t('vehicles.column.vehicle'),
      // Sorted by model, as the model column was.
      key: 'modelMaterialDesc',
      sorter: true,
      render: (_: unknown, u) => <VehicleCell unit={u} />,
    },
    textColumn(t('vehicles.column.branch'), (u) => `${u.branchCode} · ${u.branchDescription}`, {
      key: 'branchCode',
      sorter: true,
      width: 165,
    }),
    {
      title: <span className="sr-only">{t('vehicles.column.actions')}</span>,
      key: 'actions',
      fixed: 'right',
      width: 215,
      render: (_: unknown, u) => <VehicleActions unit={u} {...handlers} />,
    },
  ];
}
