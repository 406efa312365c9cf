import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { type Client, create, openAnnouncements, RIVERSIDE } from './announcement-test-kit';
import { excerptOf, isEmptyBody, plainTextOf, sanitizeBody } from './sanitize-body';

/** The usual payloads: each must come out with nothing that runs, loads or navigates. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.test/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="/uploads/announcements/a.png" onerror="alert(1)">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<svg onload=alert(1)><circle r="4"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="https://evil.test"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<p style="width: expression(alert(1))">x</p>',
  '<p style="background-image: url(javascript:alert(1))">x</p>',
  '<div onmouseover="alert(1)">hover</div>',
  '<body onload=alert(1)>',
  '<object data="https://evil.test/x.swf"></object><embed src="https://evil.test/x.swf">',
  '<form action="https://evil.test"><input name=p><button>go</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<style>@import "https://evil.test/x.css";</style>',
  '<meta http-equiv="refresh" content="0;url=https://evil.test">',
  '<base href="https://evil.test/">',
  '<a href="https://ok.test" onclick="alert(1)">ok</a>',
  '<img src="http://insecure.test/a.png">',
  '<img src="//evil.test/a.png">',
  '<img src="/uploads/announcements/../../etc/passwd">',
  '<img src="/api/files/announcements/..%2f..%2fetc/passwd">',
  '<img src="/api/files/private/c-other/parcels/a.png">',
];

const DANGER = [
  /<script/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /data:/i,
  /<iframe/i,
  /<svg/i,
  /<object|<embed|<form|<input|<meta|<base|<style|<body/i,
  /expression\(/i,
  /url\(/i,
  /src="(?!\/api\/files\/announcements\/[\w-]+\.\w+"|https:)/i,
];
/** The same, for a body as a reader gets it: our pictures as signed links, nothing else of ours. */
const DANGER_SHOWN = [
  ...DANGER.slice(0, -1),
  /src="(?!\/api\/files\/announcements\/[\w-]+\.\w+\?exp=\d+&amp;sig=[\w-]+"|https:)/i,
];

describe('sanitizeBody', () => {
  it.each(PAYLOADS)('strips %s', (payload) => {
    const clean = sanitizeBody(`<p>before</p>${payload}<p>after</p>`);
    for (const danger of DANGER) expect(clean).not.toMatch(danger);
    // What comes after may go too (an unclosed <style> swallows the rest), never what came before.
    expect(clean).toContain('<p>before</p>');
  });

  it('keeps what the editor makes: structure, safe links, our pictures and https pictures, alignment', () => {
    const html =
      '<h2>หัวข้อ</h2><p style="text-align:center"><strong>ตัวหนา</strong> <em>เอียง</em> <u>ขีดเส้น</u></p>' +
      '<ul><li>หนึ่ง</li></ul><ol><li>สอง</li></ol><blockquote>อ้าง</blockquote>' +
      '<p><a href="https://example.test/agm.pdf">ดาวน์โหลด</a> <a href="tel:021234567">โทร</a></p>' +
      '<img src="/uploads/announcements/1f0c.png" alt="แผนผัง"><img src="https://cdn.example.test/a.jpg">' +
      '<table><tbody><tr><td colspan="2">ตาราง</td></tr></tbody></table>';
    const clean = sanitizeBody(html);
    for (const kept of [
      '<h2>หัวข้อ</h2>',
      'style="text-align:center"',
      '<strong>ตัวหนา</strong>',
      '<ul><li>หนึ่ง</li></ul>',
      '<blockquote>',
      'href="https://example.test/agm.pdf"',
      'rel="noopener noreferrer nofollow"',
      'href="tel:021234567"',
      // An old path is kept as the new bare path; links are signed per answer, never stored.
      '<img src="/api/files/announcements/1f0c.png" alt="แผนผัง" />',
      '<img src="https://cdn.example.test/a.jpg" />',
      '<td colspan="2">',
    ])
      expect(clean).toContain(kept);
  });

  it('reads plain text out of HTML for excerpts and notifications', () => {
    expect(plainTextOf('<p>น้ำ &amp; ไฟ</p><p>ดับ</p>', 'HTML')).toBe('น้ำ & ไฟ ดับ');
    expect(excerptOf('x'.repeat(300), 'PLAIN', 10)).toBe('xxxxxxxxx…');
    expect(isEmptyBody(sanitizeBody('<script>x</script><p> </p>'))).toBe(true);
    expect(isEmptyBody(sanitizeBody('<img src="https://a.test/b.png">'))).toBe(false);
  });
});

describe('rich posts through the API', () => {
  let t: TestApp;
  let c: Client;
  beforeAll(async () => {
    ({ t, c } = await openAnnouncements());
  });
  afterAll(() => t?.close());

  it('stores and serves the sanitised body to staff and residents', async () => {
    const body = `<p>ประชุมใหญ่</p>${PAYLOADS.join('')}`;
    const post = await create(c, { bodyFormat: 'HTML', body, publishMode: 'NOW' });
    const read = await c.get('resident', '/api/announcement/resident/detail', {
      communityID: RIVERSIDE,
      announcementID: post.announcementID,
    });
    for (const shown of [post.body as string, read.json().data.body as string]) {
      expect(shown).toContain('<p>ประชุมใหญ่</p>');
      for (const danger of DANGER_SHOWN) expect(shown).not.toMatch(danger);
    }
  });

  it('previews the body exactly as residents will get it, and what the audience reaches', async () => {
    const res = await c.post('pmc', '/api/announcement/preview', {
      communityID: RIVERSIDE,
      bodyFormat: 'HTML',
      body: '<p onclick="x()">ดูตัวอย่าง</p><script>alert(1)</script>',
      audience: { kind: 'ALL' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      body: '<p>ดูตัวอย่าง</p>',
      units: 96,
      residents: expect.any(Number),
    });
  });
});
