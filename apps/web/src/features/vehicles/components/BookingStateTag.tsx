import { BOOKING_STATUS, type BookingStatus } from '@dealer/contracts/branch-stock';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** i18n keys of the three states (spec 1 section 4: Booking 1, Blocked 2, Non Booking 3). */
export const BOOKING_STATE_KEYS: Record<BookingStatus, string> = {
  [BOOKING_STATUS.booking]: 'vehicles.state.booking',
  [BOOKING_STATUS.blocked]: 'vehicles.state.blocked',
  [BOOKING_STATUS.nonBooking]: 'vehicles.state.nonBooking',
};

const COLORS: Record<BookingStatus, string> = {
  [BOOKING_STATUS.booking]: 'processing',
  [BOOKING_STATUS.blocked]: 'error',
  [BOOKING_STATUS.nonBooking]: 'success',
};

/** The unit's state today as a coloured tag. */
export function BookingStateTag({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} className="vehicle-state">
      {t(BOOKING_STATE_KEYS[status])}
    </Tag>
  );
}
