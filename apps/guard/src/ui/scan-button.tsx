import { ScanOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';

/** The scanner (and its engine) load on the first press only: the app's first load stays small. */
const ScanSheet = lazy(() => import('../scanner/scan-sheet'));

export function ScanButton({
  label,
  onCode,
  testId,
}: {
  label: string;
  onCode: (code: string) => void;
  testId?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="primary"
        size="large"
        block
        icon={<ScanOutlined />}
        onClick={() => setOpen(true)}
        data-testid={testId}
      >
        {label}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ScanSheet
            onClose={() => setOpen(false)}
            onCode={(code) => {
              setOpen(false);
              onCode(code);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
