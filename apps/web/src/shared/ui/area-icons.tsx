import {
  AlertOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BulbOutlined,
  CalendarOutlined,
  DollarOutlined,
  FileTextOutlined,
  HomeOutlined,
  IdcardOutlined,
  InboxOutlined,
  IssuesCloseOutlined,
  MessageOutlined,
  NotificationOutlined,
  PhoneOutlined,
  ReadOutlined,
  RestOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * The registry names icons as strings; importing them one by one keeps the other ~800 antd icons
 * out of the bundle. A unit test checks every registry icon is listed here.
 */
export const AREA_ICONS: Record<string, ComponentType> = {
  AlertOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BulbOutlined,
  CalendarOutlined,
  DollarOutlined,
  FileTextOutlined,
  HomeOutlined,
  IdcardOutlined,
  InboxOutlined,
  IssuesCloseOutlined,
  MessageOutlined,
  NotificationOutlined,
  PhoneOutlined,
  ReadOutlined,
  RestOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  ToolOutlined,
};

export function AreaIcon({ name }: { name: string }) {
  const Icon = AREA_ICONS[name] ?? AppstoreOutlined;
  return <Icon />;
}
