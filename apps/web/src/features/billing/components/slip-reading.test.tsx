// @vitest-environment jsdom
import '../../../shared/testing/browser-gaps';
import { cleanup, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import th from '../locales/th.json';
import { SlipReading } from './slip-reading';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'th',
    fallbackLng: false,
    resources: { th: { billing: th } },
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

const slip = { kind: 'SLIP' as const, sendingBank: '004', transRef: 'DEMO00000001' };

describe('SlipReading', () => {
  it("shows the bank's answer on the amount when one was asked", () => {
    render(<SlipReading slip={slip} inquiry="MISMATCH" />);
    expect(screen.getByTestId('slip-inquiry').textContent).toBe(th.slip.inquiries.MISMATCH);
  });

  it('says nothing of a bank check when no service answered', () => {
    render(<SlipReading slip={slip} inquiry={null} />);
    expect(screen.queryByTestId('slip-inquiry')).toBeNull();
    expect(screen.queryByText(th.slip.inquiry)).toBeNull();
  });
});
