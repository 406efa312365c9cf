import { Alert, Button, Drawer } from 'antd';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readCode } from './read-code';

const READ_EVERY_MS = 200;

/**
 * The camera, reading a code every 200 ms, and beside it a photo picker for a phone whose camera
 * the browser will not share (or a label too far to focus): the first code read goes to `onCode`.
 * The camera is released whenever the sheet closes.
 */
export default function ScanSheet({
  onCode,
  onClose,
}: {
  onCode: (code: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [cameraFailed, setCameraFailed] = useState(false);
  const [notFound, setNotFound] = useState(false);
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
        const code = frame ? await readCode(frame).catch(() => null) : null;
        if (code && !stopped) {
          found.current(code);
          return;
        }
      }
      if (!stopped) timer = setTimeout(readFrame, READ_EVERY_MS);
    };
    if (!navigator.mediaDevices?.getUserMedia) setCameraFailed(true);
    else
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
        .catch(() => {
          if (!stopped) setCameraFailed(true);
        });
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  const fromPhoto = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const code = await readCode(file).catch(() => null);
    if (code) found.current(code);
    else setNotFound(true);
  };

  return (
    <Drawer open placement="bottom" height="90%" title={t('scan.title')} onClose={onClose} destroyOnHidden>
      {cameraFailed ? (
        <Alert type="warning" showIcon title={t('scan.noCamera')} />
      ) : (
        <video ref={video} muted playsInline className="g-video" data-testid="scan-video" />
      )}
      {notFound && <Alert type="error" showIcon title={t('scan.notFound')} />}
      <label className="g-photo-pick">
        <input type="file" accept="image/*" onChange={fromPhoto} data-testid="scan-photo" />
        <Button
          size="large"
          block
          onClick={(e) => (e.currentTarget.previousSibling as HTMLInputElement | null)?.click()}
        >
          {t('scan.fromPhoto')}
        </Button>
      </label>
    </Drawer>
  );
}
