import { describe, expect, it } from 'vitest';
import { clickTarget } from './click-target';

describe('clickTarget', () => {
  it('follows spec 2 by feature', () => {
    expect(clickTarget({ featureEnum: 'SUGGESTION', target: '' })).toBe('/dashboard/suggestion');
    expect(clickTarget({ featureEnum: 'REPAIR_REQUEST', target: '' })).toBe('/dashboard/repair');
    expect(clickTarget({ featureEnum: 'CHAT_NITI', target: '' })).toBe('/dashboard/chat');
    expect(clickTarget({ featureEnum: 'PARCEL', target: '' })).toBe('/dashboard');
  });

  it('takes a page the feature named, but only inside the console', () => {
    expect(clickTarget({ featureEnum: 'REPAIR_REQUEST', target: '/dashboard/repair/detail?id=7' })).toBe(
      '/dashboard/repair/detail?id=7',
    );
    expect(clickTarget({ featureEnum: 'SUGGESTION', target: '//evil.example/x' })).toBe(
      '/dashboard/suggestion',
    );
    expect(clickTarget({ featureEnum: 'SUGGESTION', target: 'https://evil.example' })).toBe(
      '/dashboard/suggestion',
    );
    expect(clickTarget({ featureEnum: 'SUGGESTION', target: '/dashboardx' })).toBe('/dashboard/suggestion');
    expect(clickTarget({ featureEnum: 'SUGGESTION', target: '/signin' })).toBe('/dashboard/suggestion');
  });
});
