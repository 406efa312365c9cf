import { Empty } from 'antd';

/** Replaced by the view's own screen. */
export function InsideTab() {
  return <Empty />;
}
