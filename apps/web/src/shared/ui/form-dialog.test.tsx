import path from 'node:path';
import { type Browser, chromium, expect, type Page } from '@playwright/test';
import { build } from 'vite';
import { afterAll, afterEach, beforeAll, beforeEach, describe, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium';

// Focus, Enter and Escape only exist in a browser, and the web-unit project has no DOM: the test
// bundles a page around FormDialog and drives it in the Chromium the e2e suite uses.
const HARNESS = 'virtual:form-dialog-harness';

// A page with one FormDialog whose mutation is held open until the test settles it.
const harnessSource = `
import { createElement as h, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { App, Form, Input } from 'antd';
import { FormDialog } from ${JSON.stringify(path.join(import.meta.dirname, 'form-dialog.tsx'))};

function Harness() {
  const [open, setOpen] = useState(false);
  const [initialValues, setInitialValues] = useState({});
  const [isPending, setPending] = useState(false);
  useEffect(() => {
    window.harness = {
      calls: [],
      closes: 0,
      open: (values) => { setInitialValues(values); setOpen(true); },
      settle: (refusal) => {
        setPending(false);
        const { on } = window.harness.calls.at(-1);
        if (refusal) on.onError(new Error(refusal));
        else on.onSuccess();
      },
    };
  }, []);
  const save = {
    isPending,
    mutate: (input, on) => { window.harness.calls.push({ input, on }); setPending(true); },
  };
  const onClose = () => { window.harness.closes += 1; setOpen(false); };
  return h(App, null,
    h('button', { type: 'button', id: 'opener', onClick: () => setOpen(true) }, 'Open'),
    h(FormDialog, {
      name: 'pet', focus: 'note', open, title: 'Pet', okText: 'Save', cancelText: 'Cancel', savedText: 'Pet saved',
      initialValues, save, onClose, toInput: (v) => ({ name: v.name.trim(), note: v.note ?? null }),
    },
      h(Form.Item, { name: 'name', label: 'Name', rules: [{ required: true, message: 'Name needed' }] }, h(Input)),
      h(Form.Item, { name: 'note', label: 'Note' }, h(Input)),
    ),
  );
}
createRoot(document.getElementById('root')).render(h(Harness));
`;

async function bundleHarness(): Promise<string> {
  const out = await build({
    configFile: false,
    root: path.resolve(import.meta.dirname, '../../..'),
    logLevel: 'silent',
    mode: 'production',
    plugins: [
      {
        name: 'form-dialog-harness',
        resolveId: (id) => (id === HARNESS ? id : null),
        load: (id) => (id === HARNESS ? harnessSource : null),
      },
    ],
    build: {
      write: false,
      minify: false,
      rollupOptions: { input: HARNESS, output: { format: 'iife', codeSplitting: false } },
    },
  });
  const outputs = Array.isArray(out) ? out : [out];
  const chunk = outputs.flatMap((o) => ('output' in o ? o.output : [])).find((f) => f.type === 'chunk');
  if (chunk?.type !== 'chunk') throw new Error('The harness did not bundle');
  return chunk.code;
}

type Harness = {
  calls: { input: unknown }[];
  closes: number;
  open: (values: object) => void;
  settle: (refusal?: string) => void;
};
declare const window: { harness: Harness };

// `npm test` installs Chromium first (scripts/ensure-chromium.sh); without it this fails, not skips.
describe('FormDialog in a browser', () => {
  let browser: Browser;
  let script: string;
  let page: Page;
  const dialog = () => page.getByRole('dialog', { name: 'Pet' });
  const save = () => dialog().getByRole('button', { name: 'Save' });
  const calls = () => page.evaluate(() => window.harness.calls.map((c) => c.input));
  const open = (values: object) => page.evaluate((v) => window.harness.open(v), values);
  const settle = (refusal?: string) => page.evaluate((r) => window.harness.settle(r), refusal);

  beforeAll(async () => {
    [script, browser] = await Promise.all([
      bundleHarness(),
      chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }),
    ]);
  }, 180_000);
  afterAll(() => browser?.close());

  beforeEach(async () => {
    page = await browser.newPage();
    await page.setContent('<div id="root"></div>');
    await page.addScriptTag({ content: script });
    await page.waitForFunction(() => 'harness' in window);
  }, 30_000);
  afterEach(() => page?.close());

  it('opens filled, submits on Enter, shows the save as loading, closes with a notice on success', async () => {
    await open({ name: 'Rex' });
    await expect(dialog().getByLabel('Name')).toHaveValue('Rex');
    await dialog().getByLabel('Note').fill('  sleeps a lot');
    await dialog().getByLabel('Note').press('Enter');
    await expect(save()).toHaveClass(/ant-btn-loading/);
    await dialog().getByLabel('Note').press('Enter'); // a second Enter while saving sends nothing
    expect(await calls()).toEqual([{ name: 'Rex', note: '  sleeps a lot' }]);
    await settle();
    await expect(page.getByText('Pet saved')).toBeVisible();
    await expect(dialog()).toBeHidden();
    expect(await page.evaluate(() => window.harness.closes)).toBe(1);
  }, 30_000);

  it("keeps the dialog open and shows the server's refusal as it is", async () => {
    await open({ name: 'Rex' });
    await save().click();
    await settle('There is already a pet named Rex');
    await expect(page.getByText('There is already a pet named Rex')).toBeVisible();
    await expect(dialog()).toBeVisible();
    await expect(save()).not.toHaveClass(/ant-btn-loading/);
  }, 30_000);

  it('opens with the caret in the field it names, not on its close button', async () => {
    await open({ name: 'Rex' });
    await expect(dialog().getByLabel('Note')).toBeFocused();
    await page.keyboard.type('barks');
    await expect(dialog().getByLabel('Note')).toHaveValue('barks');
  }, 30_000);

  it('checks the fields before it calls the server', async () => {
    await open({});
    await dialog().getByLabel('Name').press('Enter');
    await expect(dialog().getByText('Name needed')).toBeVisible();
    expect(await calls()).toEqual([]);
  }, 30_000);

  it('closes on Escape, gives focus back, and starts again from the given values on the next opening', async () => {
    await page.locator('#opener').focus();
    await open({ name: 'Rex' });
    await dialog().getByLabel('Name').fill('Max');
    await page.keyboard.press('Escape');
    await expect(dialog()).toBeHidden();
    await expect(page.locator('#opener')).toBeFocused();
    await open({ name: 'Rex' });
    await expect(dialog().getByLabel('Name')).toHaveValue('Rex');
    await page.keyboard.press('Escape');
    await expect(dialog()).toBeHidden();
    await open({ name: 'Bo' });
    await expect(dialog().getByLabel('Name')).toHaveValue('Bo');
    expect(await calls()).toEqual([]);
  }, 30_000);
});
