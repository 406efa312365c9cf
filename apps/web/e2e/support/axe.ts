import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * antd's own markup that nothing on our side can change. A table that scrolls sideways copies its
 * header row, the select-all checkbox included, into an aria-hidden row it only measures widths
 * with (rc-table's MeasureRow), so a focusable checkbox sits under aria-hidden; the real header
 * with the real checkbox is checked as usual.
 */
const ANTD_MARKUP = ['.ant-table-measure-row'];

/**
 * Fails on serious or critical axe findings, listing each rule and the first offending nodes.
 * `exclude` takes further selectors the calling test explains.
 */
export async function expectNoSeriousViolations(page: Page, label: string, exclude: string[] = []) {
  let axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of [...ANTD_MARKUP, ...exclude]) axe = axe.exclude(selector);
  const { violations } = await axe.analyze();
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
  expect(bad, `${label}: axe found serious/critical issues`).toEqual([]);
}
