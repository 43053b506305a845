import {
  AppstoreOutlined,
  BellOutlined,
  CarOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  EditOutlined,
  FileTextOutlined,
  GiftOutlined,
  HomeOutlined,
  NotificationOutlined,
  ReadOutlined,
  RedoOutlined,
  TeamOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { MenuIconName } from '../access/menus';

const ICONS: Record<MenuIconName, ReactNode> = {
  home: <HomeOutlined />,
  campaign: <NotificationOutlined />,
  masterData: <DatabaseOutlined />,
  dashboard: <DashboardOutlined />,
  vehicles: <CarOutlined />,
  notification: <BellOutlined />,
  report: <FileTextOutlined />,
  quest: <TrophyOutlined />,
  rerun: <RedoOutlined />,
  pointCorrection: <EditOutlined />,
  promo: <GiftOutlined />,
  newsTips: <ReadOutlined />,
  users: <TeamOutlined />,
};

export function menuIcon(name: MenuIconName | undefined): ReactNode {
  return name ? ICONS[name] : <AppstoreOutlined />;
}
