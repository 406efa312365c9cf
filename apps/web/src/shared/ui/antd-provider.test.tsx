// @vitest-environment jsdom
import '../testing/browser-gaps';
import { cleanup, render, screen } from '@testing-library/react';
import { Progress, Tag } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { AntdProvider } from './antd-provider';

afterEach(cleanup);

/**
 * The colour an element's text is drawn in. antd writes `var(--ant-…)`, which jsdom leaves
 * unresolved, so each variable is looked up on the element and its ancestors (where antd's
 * theme and component overrides define them).
 */
function textColor(element: HTMLElement): string {
  let color = getComputedStyle(element).color;
  for (let depth = 0; depth < 5 && color.startsWith('var('); depth++) {
    const name = color.slice(4, -1).split(',')[0]?.trim() ?? '';
    let value = '';
    for (let at: HTMLElement | null = element; at && !value; at = at.parentElement) {
      value = getComputedStyle(at).getPropertyValue(name).trim();
    }
    color = value;
  }
  return color;
}

/** #rrggbb or rgb() to its three channels. */
function channels(color: string): number[] {
  const hex = color.match(/^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i);
  if (hex) return hex.slice(1).map((h) => Number.parseInt(h, 16));
  const rgb = color.match(/\d+/g);
  if (!rgb || rgb.length < 3) throw new Error(`not a colour: "${color}"`);
  return rgb.slice(0, 3).map(Number);
}

/** WCAG relative luminance and contrast against white, for the colours axe would check. */
function contrastOnWhite(color: string): number {
  const [r, g, b] = channels(color).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  return 1.05 / (luminance + 0.05);
}

describe('AntdProvider theme', () => {
  it('writes a finished bar’s figure dark enough to read (AA, 4.5:1)', () => {
    render(
      <AntdProvider>
        <Progress percent={100} size="small" format={() => '4/4'} />
      </AntdProvider>,
    );
    const figure = screen.getByText('4/4');
    expect(contrastOnWhite(textColor(figure))).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps success tags readable too', () => {
    render(
      <AntdProvider>
        <Tag color="success">DONE</Tag>
      </AntdProvider>,
    );
    expect(contrastOnWhite(textColor(screen.getByText('DONE')))).toBeGreaterThanOrEqual(4.5);
  });
});
