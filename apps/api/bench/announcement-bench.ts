import { launchServer } from './launch-server';
import { measure, printTable } from './measure';

interface Figures {
  app: string;
  engine: string;
  community: string;
  tokens: { pmc: string; resident: string };
  residents: number;
  units: number;
  oldPosts: number;
  setupMs: number;
  publishMs: number;
  fanOutMs: number;
  audienceSize: number;
  recipients: number | null;
  inboxRows: number;
  pushed: { sent: number; removed: number; failed: number } | null;
}

const ms = (n: number) => `${n.toFixed(0)} ms`;

/**
 * One post published to a community of 15,000 residents (the API call, then the notification
 * job that writes an inbox row per resident), and the list latency afterwards with 301 posts.
 */
export async function announcementBench() {
  const s = await launchServer<Figures>('announcement-server.ts');
  try {
    console.log(`\nAnnouncements (${s.engine}; ${s.residents} residents in ${s.units} units)`);
    console.log(`  set-up (set-based inserts, ${s.oldPosts} older posts)`.padEnd(52), ms(s.setupMs));
    console.log('  publish now: POST /api/announcement/create'.padEnd(52), ms(s.publishMs));
    console.log('  notification job (inbox rows, badges, live events)'.padEnd(52), ms(s.fanOutMs));
    console.log('  publish to notified, total'.padEnd(52), ms(s.publishMs + s.fanOutMs));
    console.log('  audience counted at publish'.padEnd(52), s.audienceSize);
    console.log('  notifications sent (recipients)'.padEnd(52), s.recipients ?? 'no notify service');
    console.log('  inbox rows written'.padEnd(52), s.inboxRows);
    console.log('  web pushes sent (no browser subscribed here)'.padEnd(52), s.pushed?.sent ?? 0);
    const q = (extra: string) => `communityID=${s.community}&limit=20${extra}`;
    const rows = [
      await measure('GET resident/list (a resident)', `${s.app}/api/announcement/resident/list?${q('')}`, {
        headers: { authorization: `Bearer ${s.tokens.resident}` },
      }),
      await measure(
        'GET announcement/list (staff)',
        `${s.app}/api/announcement/list?${q('&tab=PUBLISHED')}`,
        {
          headers: { authorization: `Bearer ${s.tokens.pmc}` },
        },
      ),
      await measure(
        'GET announcement/list?q= (search)',
        `${s.app}/api/announcement/list?${q('&q=%E0%B8%97%E0%B8%B5%E0%B9%88%2012')}`,
        {
          headers: { authorization: `Bearer ${s.tokens.pmc}` },
        },
      ),
    ];
    printTable('  list latency (10 connections, 5 s each)', rows);
  } finally {
    s.stop();
  }
}
