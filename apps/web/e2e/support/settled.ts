import type { Page } from '@playwright/test';

/**
 * Resolves once no CSS animation or transition is running on the page, so a screenshot shows a
 * dialog or drawer at rest rather than part-way through opening.
 */
export const animationsSettled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
