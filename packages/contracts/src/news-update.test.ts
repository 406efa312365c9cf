import { describe, expect, it } from 'vitest';
import { newsUpdateOps, pickNewsText } from './news-update';

const th = { title: 'ปักหมุด', body: 'ประกาศที่ปักหมุด' };
const en = { title: 'Pin', body: 'Pinned posts' };

describe('pickNewsText', () => {
  it('gives the language asked for, else English to a non-Thai reader, else Thai, else any there is', () => {
    expect(pickNewsText({ th, en }, 'en')).toEqual({ lang: 'en', ...en });
    expect(pickNewsText({ th, en }, 'fr')).toEqual({ lang: 'en', ...en });
    expect(pickNewsText({ th }, 'fr')).toEqual({ lang: 'th', ...th });
    expect(pickNewsText({ th, zh: en }, 'th')).toEqual({ lang: 'th', ...th });
    expect(pickNewsText({ zh: en }, 'fr')).toEqual({ lang: 'zh', ...en });
  });
});

describe('news-update queries', () => {
  it('take a language, Thai by default, and refuse one the console does not have', () => {
    expect(newsUpdateOps.list.query.parse({}).lang).toBe('th');
    expect(
      newsUpdateOps.info.query.parse({ newsID: '0193a1b2-0000-7000-8000-000000000001', lang: 'ar' }).lang,
    ).toBe('ar');
    expect(newsUpdateOps.list.query.safeParse({ lang: 'de' }).error?.issues[0]?.message).toMatch(/lang must/);
  });
});
