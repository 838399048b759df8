import { expect, test } from './support/test';
import { axeViolations, expectNoAxeViolations } from './support/axe';

// The check every other browser test relies on: if it stopped seeing violations, every page would pass.
test('the accessibility check names every element that breaks a rule, and passes the page once they are gone', async ({
  page,
}) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.evaluate(() => {
    const broken = document.createElement('div');
    broken.id = 'broken';
    broken.innerHTML = `
      <img id="first-image" src="/favicon.ico">
      <img id="second-image" src="/favicon.ico">
      <p id="faint" style="color: #d0d0d0; background: #ffffff">Hard to read</p>`;
    // Beside the app's root, where React's rendering cannot replace it.
    document.body.append(broken);
  });
  const found = await axeViolations(page);
  const imageAlt = found.find((line) => line.startsWith('image-alt'));
  expect(imageAlt).toContain('#first-image');
  expect(imageAlt).toContain('#second-image');
  expect(found.find((line) => line.startsWith('color-contrast'))).toContain('#faint');

  await page.evaluate(() => document.getElementById('broken')?.remove());
  expect(await axeViolations(page)).toEqual([]);
});
