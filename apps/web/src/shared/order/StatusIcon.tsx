import {
  AuditOutlined,
  CarOutlined,
  CheckCircleOutlined,
  CloseCircleOutlined,
  FieldTimeOutlined,
  FileAddOutlined,
  FileDoneOutlined,
  FlagOutlined,
  FormOutlined,
  IdcardOutlined,
  PlayCircleOutlined,
  SafetyCertificateOutlined,
  SendOutlined,
  StopOutlined,
  UserAddOutlined,
  UserDeleteOutlined,
} from '@ant-design/icons';
import type { OrderStatusCode } from '@dealer/contracts/order-workflow';

type IconComponent = typeof PlayCircleOutlined;

/**
 * One icon per status, so statuses are told apart without colour (WCAG 1.4.1): Start TestDrive
 * and Completed TestDrive are both blue, and a faded (released) bar loses most of its colour.
 */
export const STATUS_ICONS: Readonly<Record<OrderStatusCode, IconComponent>> = {
  1: FileAddOutlined, // Submitted
  2: UserAddOutlined, // Assigned
  3: SendOutlined, // Distributed
  4: IdcardOutlined, // Claimed
  5: CarOutlined, // Prepare Unit
  6: FormOutlined, // Check Before TestDrive On Process
  7: FileDoneOutlined, // Check Before TestDrive Completed
  8: PlayCircleOutlined, // Start TestDrive
  9: FlagOutlined, // Completed TestDrive
  10: AuditOutlined, // Check After TestDrive On Process
  11: SafetyCertificateOutlined, // Check After TestDrive Completed
  12: StopOutlined, // Rejected By PIC / PDI
  13: CloseCircleOutlined, // Order Cancelled
  14: UserDeleteOutlined, // Rejected By Salesman
  15: FieldTimeOutlined, // Rejected By System (30 minutes passed)
  16: CheckCircleOutlined, // Completed
};

/**
 * The status's icon, hidden from assistive technology: the status name is always in the text or
 * the accessible name next to it, so the icon adds nothing to read out.
 */
export function StatusIcon({ code, className }: { code: number; className?: string }) {
  const Icon = STATUS_ICONS[code as OrderStatusCode];
  if (!Icon) return null;
  return (
    <Icon aria-hidden className={['order-status-icon', className].filter(Boolean).join(' ')} />
  );
}
