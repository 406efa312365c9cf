import { Progress } from 'antd';
import type { ImportProgress } from './row-report';

interface Props {
  progress: ImportProgress;
  finished: boolean;
  /** "120 of 300 rows saved", in the area's words; also the bar's accessible name. */
  label: string;
  className?: string;
}

/** How far a save has got, rows done of total; green once the transaction has committed. */
export function ImportProgressBar({ progress, finished, label, className }: Props) {
  const percent = progress.total ? Math.floor((progress.done / progress.total) * 100) : 0;
  return (
    <Progress
      className={className}
      percent={percent}
      status={finished ? 'success' : 'active'}
      aria-label={label}
      format={() => label}
    />
  );
}
