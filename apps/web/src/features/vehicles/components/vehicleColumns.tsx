import type { TestDriveUnit } from '@dealer/contracts/branch-stock';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { textColumn } from '../../../shared/master/columns';
import { BlockPeriods } from './BlockPeriods';
import { BookingStateTag } from './BookingStateTag';
import { VehicleActions } from './VehicleActions';

interface RowHandlers {
  onBlock: (unit: TestDriveUnit) => void;
  onRelease: (unit: TestDriveUnit) => void;
}

/**
 * Plate, today's state and the blocks first (what the screen is for, visible without scrolling
 * sideways on a laptop), then model, type, colour, transmission, branch, and the actions.
 */
export function vehicleColumns(
  t: TFunction,
  handlers: RowHandlers,
): TableColumnsType<TestDriveUnit> {
  return [
    {
      title: t('vehicles.column.plate'),
      key: 'policeRegNo',
      dataIndex: 'policeRegNo',
      sorter: true,
      width: 140,
      fixed: 'left',
      className: 'vehicle-nowrap',
    },
    {
      title: t('vehicles.column.state'),
      key: 'state',
      width: 130,
      render: (_: unknown, u) => <BookingStateTag status={u.bookingStatus} />,
    },
    {
      title: t('vehicles.column.blocks'),
      key: 'blocks',
      width: 210,
      className: 'vehicle-nowrap',
      render: (_: unknown, u) => <BlockPeriods blocks={u.blockageDetails} />,
    },
    textColumn(t('vehicles.column.model'), (u) => u.modelMaterialDesc, {
      key: 'modelMaterialDesc',
      sorter: true,
      width: 130,
    }),
    textColumn(t('vehicles.column.type'), (u) => u.materialDesc, { key: 'type', width: 190 }),
    textColumn(t('vehicles.column.colour'), (u) => u.colorDesc, { key: 'colour', width: 150 }),
    {
      title: t('vehicles.column.transmission'),
      key: 'transmission',
      width: 130,
      className: 'vehicle-nowrap',
      render: (_: unknown, u) => t(`vehicles.transmission.${u.transmissionType}`),
    },
    textColumn(t('vehicles.column.branch'), (u) => `${u.branchCode} · ${u.branchDescription}`, {
      key: 'branchCode',
      sorter: true,
      width: 220,
    }),
    {
      title: <span className="sr-only">{t('vehicles.column.actions')}</span>,
      key: 'actions',
      fixed: 'right',
      width: 220,
      render: (_: unknown, u) => <VehicleActions unit={u} {...handlers} />,
    },
  ];
}
