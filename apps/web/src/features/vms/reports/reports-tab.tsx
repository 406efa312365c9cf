import { Empty } from 'antd';

/** Replaced by the view's own screen. */
export function ReportsTab() {
  return <Empty />;
}
