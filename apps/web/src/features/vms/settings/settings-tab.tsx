import { Empty } from 'antd';

/** Replaced by the view's own screen. */
export function SettingsTab() {
  return <Empty />;
}
