import { Empty } from 'antd';

/** Replaced by the view's own screen. */
export function PassesTab() {
  return <Empty />;
}
