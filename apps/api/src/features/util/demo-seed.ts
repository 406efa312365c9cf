import type { SeedPart } from '../../platform/feature/define-feature';
import { appVersions } from './tables';

const DAY = 86_400_000;

/** The residents' app's last two releases on both platforms: the newer one answers as the latest. */
export const seedDemoAppVersions: SeedPart = async (tx) => {
  const now = Date.now();
  for (const platform of ['IOS', 'ANDROID'] as const)
    await tx.insert(appVersions).values([
      {
        platform,
        latestVersion: '3.6.18',
        minimumVersion: '3.4.0',
        note: 'นำเข้าพัสดุจากไฟล์ Excel',
        releasedAt: new Date(now - 30 * DAY),
      },
      {
        platform,
        latestVersion: '3.6.19',
        minimumVersion: '3.5.0',
        note: 'ตั้งเวลาประกาศและรายงานการอ่าน',
        releasedAt: new Date(now - 3 * DAY),
      },
    ]);
};
