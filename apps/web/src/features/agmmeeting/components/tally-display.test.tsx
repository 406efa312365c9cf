// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import th from '../locales/th.json';
import { QuorumGauge } from './quorum-gauge';
import { TallyBars } from './tally-bars';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'th',
    fallbackLng: false,
    resources: { th: { agmmeeting: th } },
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

const roll = { total: 1_000_000n, needed: 250_000n, totalUnits: 96 };

describe('QuorumGauge', () => {
  it('says how much is missing, and marks the threshold on the bar', () => {
    const { container } = render(
      <QuorumGauge {...roll} present={249_999n} presentUnits={24} reached={false} />,
    );
    expect(screen.getByTestId('quorum-state').textContent).toBe('ยังไม่ครบ: ต้องการ 25.00%');
    expect(screen.getByTestId('quorum-percent').textContent).toBe('25.00%');
    expect(container.querySelector<HTMLElement>('.agm-quorum__mark')!.style.insetInlineStart).toBe('25%');
    expect(container.querySelector<HTMLElement>('.agm-quorum__fill')!.style.inlineSize).toBe('25%');
  });

  it("takes the API's answer that the quorum is reached", () => {
    render(<QuorumGauge {...roll} present={250_000n} presentUnits={25} reached />);
    expect(screen.getByTestId('quorum-state').textContent).toBe('ครบองค์ประชุม');
    expect(screen.getByText('เข้าประชุม 0.250000 จาก 1.000000 จำนวน 25 จาก 96 ห้อง')).toBeTruthy();
  });

  it('needs no quorum at a reconvened meeting', () => {
    const { container } = render(<QuorumGauge {...roll} needed={0n} present={0n} presentUnits={0} reached />);
    expect(screen.getByTestId('quorum-state').textContent).toBe('ไม่ต้องมีองค์ประชุม (การประชุมครั้งใหม่)');
    expect(container.querySelector('.agm-quorum__mark')).toBeNull();
  });
});

describe('TallyBars', () => {
  it('sizes each bar by its weight in the base and writes its figures', () => {
    const { container } = render(
      <TallyBars
        weightBase={300_000n}
        unitBase={3}
        lines={[
          { key: 'FOR', label: 'เห็นด้วย', weight: 200_000n, units: 2, tone: 'for' },
          { key: 'AGAINST', label: 'ไม่เห็นด้วย', weight: 100_000n, units: 1, tone: 'against' },
          { key: 'ABSTAIN', label: 'งดออกเสียง', weight: 0n, units: 0, tone: 'abstain' },
        ]}
      />,
    );
    expect(screen.getByTestId('tally-FOR').textContent).toBe('66.67%');
    expect(screen.getByTestId('tally-FOR-detail').textContent).toBe(
      'คะแนนเสียง 0.200000 (66.67%) 2 จาก 3 ห้อง',
    );
    const widths = [...container.querySelectorAll<HTMLElement>('.agm-tally__bar')].map(
      (b) => b.style.inlineSize,
    );
    expect(widths).toEqual(['66.67%', '33.33%', '0%']);
  });

  it("marks the rule's share on the FOR bar, in words for a screen reader", () => {
    const { container } = render(
      <TallyBars
        weightBase={300_000n}
        unitBase={3}
        lines={[
          {
            key: 'FOR',
            label: 'เห็นด้วย',
            weight: 200_000n,
            units: 2,
            tone: 'for',
            needed: { percent: 50, strict: true },
          },
          { key: 'AGAINST', label: 'ไม่เห็นด้วย', weight: 100_000n, units: 1, tone: 'against' },
        ]}
      />,
    );
    const marks = container.querySelectorAll<HTMLElement>('.agm-tally__mark');
    expect(marks).toHaveLength(1);
    expect(screen.getByTestId('tally-FOR-mark').style.insetInlineStart).toBe('50%');
    expect(screen.getByTestId('tally-FOR-detail').textContent).toBe(
      'คะแนนเสียง 0.200000 (66.67%) 2 จาก 3 ห้อง เกณฑ์ของวาระ: ต้องมากกว่า 50.00%',
    );
  });
});
