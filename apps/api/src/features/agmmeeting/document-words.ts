import type { AgmMinutesLanguage } from '@cc/contracts/agmmeeting';

/** The printed words of the notice and the minutes (Thai, the legal language, and English). */
export const DOC_WORDS = {
  th: {
    minutes: 'รายงานการประชุม',
    notice: 'หนังสือเชิญประชุม',
    proxyForm: 'หนังสือมอบฉันทะ',
    date: 'วันเวลา',
    place: 'สถานที่',
    online: 'เข้าร่วมออนไลน์',
    agenda: 'ระเบียบวาระการประชุม',
    attendance: 'ผู้เข้าประชุมและองค์ประชุม',
    present: 'ผู้มาประชุม',
    units: 'ห้อง',
    ofAll: 'ของคะแนนเสียงทั้งหมด',
    quorumReached: 'ครบองค์ประชุม',
    quorumMissed: 'ไม่ครบองค์ประชุม',
    item: 'วาระที่',
    note: 'สาระสำคัญ',
    result: 'ผลการลงมติ',
    FOR: 'เห็นด้วย',
    AGAINST: 'ไม่เห็นด้วย',
    ABSTAIN: 'งดออกเสียง',
    passed: 'ผ่าน',
    failed: 'ไม่ผ่าน',
    elected: 'ได้รับเลือก',
    information: 'วาระเพื่อทราบ',
    signatures: 'ลงชื่อ',
    annex: 'ภาคผนวก: รายชื่อผู้มีสิทธิออกเสียงและการเข้าประชุม',
    unit: 'ห้องชุด',
    owners: 'เจ้าของร่วม',
    weight: 'คะแนนเสียง',
    mode: 'การเข้าประชุม',
    absent: 'ไม่มา',
    IN_PERSON: 'มาด้วยตนเอง',
    ONLINE: 'ออนไลน์',
    PROXY: 'มอบฉันทะ',
    opening: 'เปิดประชุม',
    closing: 'ปิดประชุม',
    dear: 'เรียน เจ้าของร่วม',
    invite: 'ขอเชิญท่านเข้าร่วมประชุมตามวัน เวลา และสถานที่ข้างล่างนี้',
    appoint:
      'ข้าพเจ้า เจ้าของร่วมห้องชุดข้างต้น ขอมอบฉันทะให้ ........................................ เป็นผู้รับมอบฉันทะเข้าประชุมและออกเสียงแทนข้าพเจ้า ตามคำสั่งดังนี้',
    owner: 'เจ้าของร่วม',
    holder: 'ผู้รับมอบฉันทะ',
    rule: 'เกณฑ์',
  },
  en: {
    minutes: 'Minutes of the meeting',
    notice: 'Notice of meeting',
    proxyForm: 'Proxy form',
    date: 'Date and time',
    place: 'Place',
    online: 'Join online',
    agenda: 'Agenda',
    attendance: 'Attendance and quorum',
    present: 'Present',
    units: 'units',
    ofAll: 'of all votes',
    quorumReached: 'A quorum was present',
    quorumMissed: 'No quorum',
    item: 'Item',
    note: 'Notes',
    result: 'Result',
    FOR: 'For',
    AGAINST: 'Against',
    ABSTAIN: 'Abstain',
    passed: 'Passed',
    failed: 'Not passed',
    elected: 'Elected',
    information: 'For information',
    signatures: 'Signed',
    annex: 'Annex: roll and attendance',
    unit: 'Unit',
    owners: 'Owners',
    weight: 'Votes',
    mode: 'Attendance',
    absent: 'Absent',
    IN_PERSON: 'In person',
    ONLINE: 'Online',
    PROXY: 'Proxy',
    opening: 'Opening',
    closing: 'Closing',
    dear: 'To the co-owners',
    invite: 'You are invited to the meeting at the date, time and place below.',
    appoint:
      'I, co-owner of the unit above, appoint ........................................ as my proxy to attend and vote for me as instructed below.',
    owner: 'Co-owner',
    holder: 'Proxy holder',
    rule: 'Rule',
  },
} satisfies Record<AgmMinutesLanguage, Record<string, string>>;

/** A date and time in the community's zone: Buddhist era in Thai ("28 พฤศจิกายน 2569 เวลา 14:00 น."). */
export function documentDate(at: Date, timeZone: string, lang: AgmMinutesLanguage): string {
  if (lang === 'th') {
    const date = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', { dateStyle: 'long', timeZone }).format(at);
    const time = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
      timeZone,
    }).format(at);
    return `${date} เวลา ${time} น.`;
  }
  return new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    hour12: false,
    timeZone,
  }).format(at);
}

/** weight / base as a percentage with two decimals, exactly (bigint, rounded down). */
export function percentOf(weight: bigint, base: bigint): string {
  if (base === 0n) return '0.00';
  const hundredths = (weight * 10_000n) / base;
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}
