import { CameraOutlined } from '@ant-design/icons';
import { Alert, Button, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readCodeFrom } from './read-code';
import './scanner.css';

/** How often a frame is read: often enough to feel instant, rare enough to leave the desk's CPU free. */
const READ_EVERY_MS = 200;

const cameraPresent = () => typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

/**
 * A desk without a handheld scanner reads a slip or a pass with its webcam: the button shows only
 * where the browser offers a camera; the dialog hands the first code it reads to `onCode` and
 * closes, and the camera is released whenever the dialog closes.
 */
export function WebcamScanButton({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation('scanner');
  const [open, setOpen] = useState(false);
  if (!cameraPresent()) return null;
  return (
    <>
      <Button icon={<CameraOutlined />} onClick={() => setOpen(true)} data-testid="webcam-scan">
        {t('open')}
      </Button>
      {open && (
        <ScanDialog
          onClose={() => setOpen(false)}
          onCode={(code) => {
            setOpen(false);
            onCode(code);
          }}
        />
      )}
    </>
  );
}

function ScanDialog({ onClose, onCode }: { onClose: () => void; onCode: (code: string) => void }) {
  const { t } = useTranslation('scanner');
  const video = useRef<HTMLVideoElement>(null);
  const [failure, setFailure] = useState<'denied' | 'unavailable' | null>(null);
  const found = useRef(onCode);
  found.current = onCode;

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const readFrame = async () => {
      const v = video.current;
      if (stopped || !v) return;
      if (v.readyState >= 2 && v.videoWidth > 0) {
        canvas.width = v.videoWidth;
        canvas.height = v.videoHeight;
        const g = canvas.getContext('2d', { willReadFrequently: true });
        g?.drawImage(v, 0, 0);
        const frame = g?.getImageData(0, 0, canvas.width, canvas.height);
        const code = frame ? await readCodeFrom(frame).catch(() => null) : null;
        if (code && !stopped) {
          found.current(code);
          return;
        }
      }
      if (!stopped) timer = setTimeout(readFrame, READ_EVERY_MS);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (s) => {
        stream = s;
        if (stopped || !video.current) {
          for (const track of s.getTracks()) track.stop();
          return;
        }
        video.current.srcObject = s;
        await video.current.play().catch(() => undefined);
        void readFrame();
      })
      .catch((e: unknown) => {
        if (!stopped)
          setFailure(e instanceof DOMException && e.name === 'NotAllowedError' ? 'denied' : 'unavailable');
      });
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <Modal open title={t('title')} footer={null} onCancel={onClose} destroyOnHidden>
      {failure ? (
        <Alert type="warning" showIcon title={t(`failure.${failure}`)} />
      ) : (
        <>
          <video ref={video} muted playsInline className="vms-webcam" data-testid="webcam-video" />
          <p>{t('hint')}</p>
        </>
      )}
    </Modal>
  );
}
