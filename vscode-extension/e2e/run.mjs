// Drives a running code-server (VS Code 1.100) with playwright-core and Debian
// chromium, on the fixture workspace of tests/fixtures/e2e, and prints one JSON
// object with the result of each check. Started by tests/editors/test_vscode.py,
// which installs the extension, starts code-server and reads the JSON.
//
// Usage: node e2e/run.mjs CONFIG.json, where the config has
//   url            code-server's address, e.g. http://127.0.0.1:8080
//   folder         the workspace folder (main.cl, helpers.cl)
//   screenshots    directory for vscode-*.png
//   failures       directory for vscode-*-failed.png (default: screenshots)
//   playwrightCore path of the playwright-core package
//   checks         any of "squiggle", "hover", "definition", "quickfix", "host"
//                  ("host": host.py, OpenCL C in a pyopencl string, gets its squiggle),
//                  "inlayhints" (main.cl shows `value:` before scale's argument),
//                  "format" (Format Document on ugly.cl gives clang-format's layout)
//   hoverExpect    text the hover on get_global_id must contain
//   chromium       browser executable (default /usr/bin/chromium)
import { readFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';

const config = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const require = createRequire(import.meta.url);
const { chromium } = require(config.playwrightCore);
const checks = new Set(config.checks ?? ['squiggle', 'hover', 'definition', 'quickfix']);
const results = {};
const log = (message) => process.stderr.write(`[e2e] ${message}\n`);
mkdirSync(config.screenshots, { recursive: true });
mkdirSync(config.failures ?? config.screenshots, { recursive: true });

const browser = await chromium.launch({
  executablePath: config.chromium ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const shot = (name) => page.screenshot({ path: path.join(config.screenshots, `vscode-${name}.png`) });
const failedShot = (name) =>
  page.screenshot({ path: path.join(config.failures ?? config.screenshots, `vscode-${name}-failed.png`) });

/** Runs one check; a failure is recorded with its message and a screenshot, and the others still run. */
async function check(name, body) {
  if (!checks.has(name)) {
    return;
  }
  const started = Date.now();
  try {
    const detail = await body();
    results[name] = { ok: true, detail, seconds: (Date.now() - started) / 1000 };
  } catch (error) {
    results[name] = { ok: false, detail: String(error?.message ?? error).split('\n')[0] };
    await failedShot(name).catch(() => undefined);
  }
  log(`${name}: ${JSON.stringify(results[name])}`);
}

/** Activates the tab of a workspace file, or opens it with Quick Open; waits until its tab is active. */
async function openFile(name) {
  const tab = page.locator('.tabs-container .tab', { hasText: name }).first();
  if (await tab.count()) {
    await tab.click();
    await activeTab(name);
    return;
  }
  await page.locator('.monaco-workbench .part.editor').click({ position: { x: 400, y: 300 } }).catch(() => undefined);
  await page.keyboard.press('Control+P');
  const input = page.locator('.quick-input-widget input');
  await input.waitFor({ state: 'visible', timeout: 15000 });
  await input.fill(name);
  await page.locator('.quick-input-list .monaco-list-row', { hasText: name }).first().waitFor({ timeout: 15000 });
  await page.keyboard.press('Enter');
  await activeTab(name);
}

async function activeTab(name, timeout = 15000) {
  await page.locator('.tabs-container .tab.active', { hasText: name }).waitFor({ timeout });
}

/** The rendered token of the visible editor whose text is exactly `text` (the n-th one). */
function token(text, n = 0) {
  return page.locator('.editor-instance .view-lines .view-line span span').filter({ hasText: new RegExp(`^${text}$`) }).nth(n);
}

try {
  await page.goto(`${config.url}/?folder=${encodeURIComponent(config.folder)}`);
  await page.locator('.monaco-workbench').waitFor({ timeout: 60000 });
  await page.locator('.activitybar').waitFor({ timeout: 60000 });
  await openFile('main.cl');
  await token('get_global_id').waitFor({ timeout: 15000 });

  await check('squiggle', async () => {
    const squiggle = page.locator('.editor-instance .squiggly-error').first();
    await squiggle.waitFor({ timeout: 60000 });
    const status = await page.locator('.statusbar-item', { hasText: /OpenCL C \d/ }).first().innerText({ timeout: 10000 });
    const count = await page.locator('.editor-instance .squiggly-error').count();
    // Show the message as a user sees it: hover the squiggle.
    let message = '';
    const box = await squiggle.boundingBox();
    for (let attempt = 0; attempt < 3 && !message; attempt++) {
      await page.mouse.move(5, 5);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
      message = await page.locator('.monaco-hover-content').filter({ hasText: /\[?S002|;/ }).first()
        .innerText({ timeout: 5000 }).catch(() => '');
    }
    await page.waitForTimeout(400);
    await shot('diagnostics');
    await page.keyboard.press('Escape');
    await page.mouse.move(5, 5);
    return { errors: count, status: status.trim(), message: message.trim().slice(0, 200) };
  });

  await check('hover', async () => {
    const target = token('get_global_id');
    const text = page.locator('.monaco-hover-content');
    for (let attempt = 0; attempt < 5; attempt++) {
      const box = await target.boundingBox();
      await page.mouse.move(5, 5);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
      try {
        await page.waitForFunction(
          (expect) => [...document.querySelectorAll('.monaco-hover-content')].some((e) => e.innerText.includes(expect)),
          config.hoverExpect,
          { timeout: 8000 },
        );
        break;
      } catch (error) {
        if (attempt === 4) {
          const seen = await text.allInnerTexts().catch(() => []);
          throw new Error(`hover lacks "${config.hoverExpect}"; saw ${JSON.stringify(seen)}`);
        }
      }
    }
    await page.waitForTimeout(400); // the hover fades in
    await shot('hover');
    const seen = (await text.allInnerTexts()).join('\n');
    await page.keyboard.press('Escape');
    await page.mouse.move(5, 5);
    return { hover: seen.slice(0, 300) };
  });

  await check('definition', async () => {
    await token('scale').click();
    await page.keyboard.press('F12');
    await activeTab('helpers.cl', 20000);
    await page.waitForTimeout(500);
    const cursor = await page.locator('.statusbar-item', { hasText: /Ln \d+, Col \d+/ }).first().innerText();
    await shot('definition');
    await openFile('main.cl');
    return { opened: 'helpers.cl', cursor: cursor.trim() };
  });

  await check('quickfix', async () => {
    const squiggle = page.locator('.editor-instance .squiggly-error').first();
    await squiggle.waitFor({ timeout: 30000 });
    // The S002 range sits at the end of `data[i] = v`; put the cursor there.
    await page.locator('.editor-instance .view-line', { hasText: /data\[i\]\s*=\s*v\s*$/ }).first().click();
    await page.keyboard.press('End');
    await page.keyboard.press('Control+.');
    const menu = page.locator('.action-widget');
    await menu.waitFor({ state: 'visible', timeout: 15000 });
    const item = menu.locator('.monaco-list-row', { hasText: /;/ }).first();
    await item.waitFor({ timeout: 10000 });
    const title = (await item.innerText()).trim();
    await page.waitForTimeout(300);
    await shot('quickfix');
    // Move the focus to that action with the keyboard, then apply it.
    const rows = await menu.locator('.monaco-list-row').count();
    for (let i = 0; i < rows; i++) {
      const focused = await menu.locator('.monaco-list-row.focused').innerText().catch(() => '');
      if (focused.includes(';')) {
        break;
      }
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('.editor-instance .squiggly-error').length === 0, null, {
      timeout: 20000,
    });
    const line = await page.locator('.editor-instance .view-line', { hasText: 'data[i] = v' }).last().innerText();
    await page.mouse.move(5, 5);
    await shot('quickfix-applied');
    return { action: title, line: line.replace(/\u00a0/g, ' ').trim() };
  });

  await check('inlayhints', async () => {
    await openFile('main.cl');
    // Inlay hints are text the editor injects into the line: `scale(value: v.x, factor)`.
    const line = page.locator('.editor-instance .view-line', { hasText: /scale\(\s*value:\s*v\.x/ }).first();
    await line.waitFor({ timeout: 30000 });
    await page.waitForTimeout(300);
    await shot('inlay-hints');
    return { line: (await line.innerText()).replace(/\u00a0/g, ' ').trim() };
  });

  await check('format', async () => {
    await openFile('ugly.cl');
    await token('get_global_id').waitFor({ timeout: 15000 });
    await page.keyboard.press('F1');
    const input = page.locator('.quick-input-widget input');
    await input.waitFor({ state: 'visible', timeout: 15000 });
    await input.fill('>Format Document');
    await page.locator('.quick-input-list .monaco-list-row', { hasText: /^Format Document/ }).first().waitFor({ timeout: 15000 });
    await page.keyboard.press('Enter');
    const formatted = page.locator('.editor-instance .view-line', { hasText: /^\s{4}int\s+i\s+=\s+get_global_id\(0\);/ }).first();
    await formatted.waitFor({ timeout: 30000 });
    await page.waitForTimeout(300);
    await shot('format');
    return { line: (await formatted.innerText()).replace(/\u00a0/g, ' ') };
  });

  await check('host', async () => {
    await openFile('host.py');
    const squiggle = page.locator('.editor-instance .squiggly-error').first();
    await squiggle.waitFor({ timeout: 60000 });
    const count = await page.locator('.editor-instance .squiggly-error').count();
    // Its message, as a user sees it on hover (squiggles are drawn in a layer of their own, not in the line).
    let message = '';
    const box = await squiggle.boundingBox();
    for (let attempt = 0; attempt < 3 && !message; attempt++) {
      await page.mouse.move(5, 5);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
      message = await page.locator('.monaco-hover-content').filter({ hasText: /B001|undeclared/ }).first()
        .innerText({ timeout: 5000 }).catch(() => '');
    }
    await page.waitForTimeout(400);
    await shot('host-python');
    await page.keyboard.press('Escape');
    await page.mouse.move(5, 5);
    return { errors: count, message: message.trim().slice(0, 200) };
  });
} catch (error) {
  results.setup = { ok: false, detail: String(error?.message ?? error).split('\n')[0] };
  await failedShot('setup').catch(() => undefined);
} finally {
  await browser.close();
}
process.stdout.write(`${JSON.stringify(results)}\n`);
