import { describe, expect, it } from 'vitest';
import { requestLanguage } from './request-language';

describe('the language of a request', () => {
  it('is English without a header, or when no tag is one of ours', () => {
    expect(requestLanguage(undefined)).toBe('en');
    expect(requestLanguage('')).toBe('en');
    expect(requestLanguage('de-DE,de;q=0.9,ja;q=0.8')).toBe('en');
  });

  it('takes the best-weighted tag we speak, by its primary subtag', () => {
    expect(requestLanguage('th')).toBe('th');
    expect(requestLanguage('th-TH,th;q=0.9,en;q=0.8')).toBe('th');
    expect(requestLanguage('de,fr-FR;q=0.7,it;q=0.9')).toBe('it');
    expect(requestLanguage('en;q=0.2, es-MX')).toBe('es');
    expect(requestLanguage('th;q=0, fr')).toBe('fr');
  });

  it('reads every Chinese variant as zh and the console’s "sa" as Arabic', () => {
    expect(requestLanguage('zh-Hans-CN')).toBe('zh');
    expect(requestLanguage('zh-TW')).toBe('zh');
    expect(requestLanguage('sa')).toBe('ar');
    expect(requestLanguage('ar-EG')).toBe('ar');
  });
});
