import { expect, test, type Page } from '@playwright/test';
import { expectToast, logIn } from '../helpers/admin.js';

/**
 * One mount open in two browsers. A renames it and saves; B changes its weight and saves: B's save is
 * refused with who changed what, and B goes on from the newer record, so A's name is never reverted in silence.
 */

const field = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });

test('two people editing one mount: the second save gets the conflict view, then reloads and saves', async ({
  browser,
}) => {
  const a = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  // The second person on a phone: the conflict view must work at 390 px too.
  const b = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await logIn(a);
  await logIn(b);
  const mountId = 6;
  await a.goto(`/admin/mount/${mountId}`);
  await b.goto(`/admin/mount/${mountId}`);
  await expect(field(a, 'Name')).not.toHaveValue('');
  await expect(field(b, 'Name')).not.toHaveValue('');
  const original = await field(a, 'Name').inputValue();
  const renamed = `${original} (renamed in A)`;

  await field(a, 'Name').fill(renamed);
  await a.getByRole('button', { name: 'Save' }).click();
  await expectToast(a, 'Updated Mount');

  await field(b, 'Weight').fill('61');
  await b.getByRole('button', { name: 'Save' }).click();
  const conflict = b.getByTestId('conflict');
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText(/This record was changed by .+ at \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
  const changed = conflict.getByRole('table', { name: 'What changed' });
  await expect(changed.getByRole('row').nth(1)).toHaveText(`Name${original}${renamed}`);
  // Still on the form, the edit kept until the person chooses.
  await expect(b).toHaveURL(new RegExp(`/admin/mount/${mountId}$`));
  await expect(field(b, 'Weight')).toHaveValue('61');

  await conflict.getByRole('button', { name: 'Reload their version' }).click();
  await expect(field(b, 'Name')).toHaveValue(renamed);
  await expect(b.getByTestId('conflict')).toHaveCount(0);
  await field(b, 'Weight').fill('61');
  await b.getByRole('button', { name: 'Save' }).click();
  await expectToast(b, 'Updated Mount');

  // Both edits hold; then A puts the name back (the demo data other journeys read).
  await a.goto(`/admin/mount/${mountId}`);
  await expect(field(a, 'Name')).toHaveValue(renamed);
  await expect(field(a, 'Weight')).toHaveValue('61');
  await field(a, 'Name').fill(original);
  await a.getByRole('button', { name: 'Save' }).click();
  await expectToast(a, 'Updated Mount');
});
