import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;

/**
 * A Y4M video (what Chromium's `--use-file-for-fake-video-capture` plays as the webcam, on a
 * loop) of one QR code holding `text`, black on white and centred, so a test drives the desk's
 * webcam reader with a real camera stream instead of a stubbed decoder.
 */
export function writeQrVideo(path: string, text: string) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const quiet = 4;
  const scale = Math.floor(Math.min(WIDTH, HEIGHT) / (size + 2 * quiet));
  const left = Math.floor((WIDTH - size * scale) / 2);
  const top = Math.floor((HEIGHT - size * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++) {
      if (!qr.modules.get(row, col)) continue;
      for (let y = 0; y < scale; y++)
        luma.fill(
          16,
          (top + row * scale + y) * WIDTH + left + col * scale,
          (top + row * scale + y) * WIDTH + left + (col + 1) * scale,
        );
    }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F5:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, frame, frame]));
}
