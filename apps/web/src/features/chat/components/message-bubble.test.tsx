// @vitest-environment jsdom
import '../../../shared/testing/browser-gaps';
import type { ChatRoom } from '@cc/contracts/chat';
import { cleanup, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../locales/en.json';
import { messageOf } from '../messages/test-message';
import { MessageBubble } from './message-bubble';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: false,
    resources: { en: { chat: en } },
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

const room = { residentReadSeq: 3 } as ChatRoom;
const show = (m: ReturnType<typeof messageOf>) =>
  render(
    <MessageBubble message={m} room={room} timeZone="Asia/Bangkok" canRecall={false} onRecall={vi.fn()} />,
  );

describe('MessageBubble', () => {
  it('shows markup a resident typed as text, never as HTML', () => {
    const typed = '<img src=x onerror=alert(1)>';
    const { container } = show(messageOf(1, { text: typed }));
    expect(screen.getByText(typed)).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });

  it("ticks the office's message read once the resident read it", () => {
    show(messageOf(3, { side: 'OFFICE' }));
    expect(screen.getByTestId('read-tick').dataset.state).toBe('read');
    cleanup();
    show(messageOf(4, { side: 'OFFICE' }));
    expect(screen.getByTestId('read-tick').dataset.state).toBe('sent');
  });

  it('links a PDF by its signed URL', () => {
    show(
      messageOf(2, {
        attachments: [
          {
            attachmentID: 'a1',
            name: 'bill.pdf',
            contentType: 'application/pdf',
            size: 10,
            url: '/signed/a1',
          },
        ],
      }),
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe('/signed/a1');
  });
});
