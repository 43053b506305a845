import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import type { TestDriveUnit } from '@dealer/contracts/branch-stock';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

interface VehicleActionsProps {
  unit: TestDriveUnit;
  onBlock: (unit: TestDriveUnit) => void;
  onRelease: (unit: TestDriveUnit) => void;
}

/** 'Block' and 'Release block' of one row; release needs an open block to free. */
export function VehicleActions({ unit, onBlock, onRelease }: VehicleActionsProps) {
  const { t } = useTranslation();
  return (
    <Flex gap={8} className="vehicle-actions">
      <Button
        size="small"
        icon={<LockOutlined aria-hidden />}
        aria-label={t('vehicles.action.blockOf', { plate: unit.policeRegNo })}
        onClick={() => onBlock(unit)}
      >
        {t('vehicles.action.block')}
      </Button>
      <Button
        size="small"
        icon={<UnlockOutlined aria-hidden />}
        disabled={unit.blockageDetails.length === 0}
        aria-label={t('vehicles.action.releaseOf', { plate: unit.policeRegNo })}
        onClick={() => onRelease(unit)}
      >
        {t('vehicles.action.release')}
      </Button>
    </Flex>
  );
}
