import type { GuestPassRecord } from '@cc/contracts/vms-pass-records';
import { App, Button, Modal, Space, Typography } from 'antd';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../../shared/i18n/zoned-time';
import { useTimeZone } from '../../../shared/session/use-community';
import { passLink } from './pass-state';

/** The pass's token as an SVG QR code (crisp at any print size); null until drawn. */
function useQrSvg(text: string | undefined): string | null {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setSvg(null);
    if (text)
      void QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((s) => {
        if (live) setSvg(s);
      });
    return () => {
      live = false;
    };
  }, [text]);
  return svg;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Prints the pass alone (a hidden frame), so the console around it is not printed. */
function printPass(svg: string, lines: string[], dir: string) {
  const frame = document.createElement('iframe');
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  document.body.appendChild(frame);
  const doc = frame.contentDocument!;
  doc.open();
  doc.write(
    `<!doctype html><html dir="${dir}"><head><meta charset="utf-8"><style>
      body{font-family:system-ui,sans-serif;text-align:center;margin:24px}
      svg{width:60mm;height:60mm} p{margin:4px 0;font-size:14px} p:first-of-type{font-size:18px;font-weight:600}
    </style></head><body>${svg}${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}</body></html>`,
  );
  doc.close();
  frame.contentWindow!.focus();
  frame.contentWindow!.print();
  setTimeout(() => frame.remove(), 1000);
}

/** A pass's QR code, with its guest, unit and window, to print or to send as a link. */
export function PassQr({ pass, onClose }: { pass: GuestPassRecord | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('passes');
  const { message } = App.useApp();
  const zone = useTimeZone();
  const svg = useQrSvg(pass?.token);
  if (!pass) return null;
  const window_ = t('windowText', {
    from: formatInstant(pass.validFrom, zone, i18n.language),
    to: formatInstant(pass.validTo, zone, i18n.language),
  });
  const lines = [pass.guestName, t('qr.unit', { unit: pass.unitNo }), window_];
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(passLink(pass.token));
      void message.success(t('qr.copied'));
    } catch {
      void message.error(t('qr.copyFailed'));
    }
  };
  return (
    <Modal
      open
      title={t('qr.title', { guest: pass.guestName })}
      onCancel={onClose}
      footer={
        <Space wrap>
          <Button onClick={onClose}>{t('qr.close')}</Button>
          <Button onClick={() => void copy()} data-testid="pass-copy">
            {t('qr.copy')}
          </Button>
          <Button type="primary" disabled={!svg} onClick={() => svg && printPass(svg, lines, i18n.dir())}>
            {t('qr.print')}
          </Button>
        </Space>
      }
    >
      <div className="vms-pass-qr">
        {svg ? (
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
            alt={t('qr.alt')}
            className="vms-pass-qr__code"
            data-testid="pass-qr"
          />
        ) : (
          <span className="vms-pass-qr__code" />
        )}
        {lines.map((l) => (
          <Typography.Text key={l} className="vms-pass-qr__line">
            {l}
          </Typography.Text>
        ))}
        <Typography.Text type="secondary">{t('qr.hint')}</Typography.Text>
      </div>
    </Modal>
  );
}
