import { chromium } from 'playwright-core';

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
page.on('console', (m) => console.log(`console ${m.type()}: ${m.text()}`));
page.on('pageerror', (e) => console.log(`pageerror: ${e.message}`));
await page.goto('http://localhost:3100/templates');
await page.waitForSelector('html[data-ready]', { state: 'attached' });
await page
  .getByRole('article', { name: 'Techfolio' })
  .getByRole('button', { name: /Preview/ })
  .click();
await page.waitForTimeout(3000);
console.log(await page.getByRole('dialog').evaluate((d) => d.outerHTML.slice(0, 1500)));
await browser.close();
