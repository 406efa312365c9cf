/**
 * Debian's Chromium (scripts/ensure-chromium.sh installs it) and the flags every tool here
 * starts it with: browser tests, the Lighthouse bench and the browser-driven unit tests.
 * No tool downloads a browser of its own.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
