import { expect, test } from '@playwright/test';
import { londonStaff, signIn, submitQuestionnaire } from './clinic-support';
import { findClient } from './clients-support';
import { expectNoAxeViolations } from './support';
import { bookedClient } from './verification-support';

test.describe('search screen: signed forms and completing a visit', () => {
  test('Go to MF/RF opens the signed forms read-only; Mark visit completed asks for a reason', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { email, appointmentId, headers } = await bookedClient(request, 12);
    await submitQuestionnaire(request, headers, appointmentId);
    const nurse = await londonStaff(request, 'nurse');
    await signIn(page, nurse);

    let table = await findClient(page, email);
    await expect(table.getByText('Forms completed')).toBeVisible();
    await table.getByRole('button', { name: 'Go to MF/RF' }).click();
    // The review route of this appointment, not a blank questionnaire.
    await expect(page).toHaveURL(
      new RegExp(`/detail/london/\\d{8}\\?appointment=${appointmentId}$`),
    );
    await expect(page.getByTestId('client-name')).toHaveText('Vera Client');
    await expect(page.locator('[data-answer="first_name"] dd')).toHaveText('Vera');
    await expect(page.getByTestId('signature-image').first()).toBeVisible();
    // Read-only: the client's answers are text, not fields.
    await expect(page.locator('[data-answer="first_name"] input')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // In French, the dialog asks for the reason and refuses an empty one.
    table = await findClient(page, email, 'fr');
    await table.getByRole('button', { name: 'Marquer la visite comme terminée' }).click();
    let dialog = page.getByRole('dialog', { name: /^Marquer la visite AP-.+ comme terminée/ });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Marquer comme terminée' }).click();
    let reason = dialog.getByRole('textbox', { name: 'Motif' });
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toBeFocused();
    await expect(dialog.getByRole('alert')).toHaveText('Ce champ est obligatoire.');
    await expect(dialog.getByText('Ce champ est obligatoire.').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Revenir' }).click();
    await expect(dialog).toBeHidden();

    // In English: an empty (blank) reason shows the error at the field; a reason completes it.
    table = await findClient(page, email, 'en');
    await table.getByRole('button', { name: 'Mark visit completed' }).click();
    dialog = page.getByRole('dialog', { name: /^Mark visit AP-.+ completed\?$/ });
    await expect(dialog).toBeVisible();
    reason = dialog.getByRole('textbox', { name: 'Reason' });
    await expect(reason).toBeFocused();
    await reason.fill('   ');
    await dialog.getByRole('button', { name: 'Mark completed' }).click();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('alert')).toHaveText('This field is required.');
    await expect(reason).toHaveAccessibleDescription('This field is required.');
    await expectNoAxeViolations(page);
    await reason.fill('Client left before treatment; the practitioner saw the forms.');
    await expect(reason).toHaveAttribute('aria-invalid', 'false');
    await dialog.getByRole('button', { name: 'Mark completed' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('The visit is marked completed.')).toBeVisible();
    await expect(table.getByText('Completed', { exact: true })).toBeVisible();
    await expect(table.getByRole('button', { name: 'Mark visit completed' })).toHaveCount(0);

    // The server kept it: searched again, the visit is completed and offers no completion.
    table = await findClient(page, email);
    await expect(table.getByText('Completed', { exact: true })).toBeVisible();
    await expect(table.getByRole('button', { name: 'Mark visit completed' })).toHaveCount(0);

    // A completed visit still leads to its signed forms from the row.
    await expectNoAxeViolations(page);
    await table.getByRole('button', { name: 'Open record' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/detail/london/\\d{8}\\?appointment=${appointmentId}$`),
    );
    await expect(page.locator('[data-answer="first_name"] dd')).toHaveText('Vera');
  });

  test('at 1280 × 800 the Operation column is whole and the QR code opens large', async ({
    page,
    request,
  }) => {
    const { email } = await bookedClient(request, 13);
    const nurse = await londonStaff(request, 'nurse');
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, nurse);
    const table = await findClient(page, email);
    await expect(table.getByText('Not started')).toBeVisible();

    const header = table.getByRole('columnheader', { name: 'Operation' });
    const cell = table.locator('tbody tr').first().locator('td').last();
    for (const box of [await header.boundingBox(), await cell.boundingBox()]) {
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
    }
    // Nothing scrolls sideways: the table fits the desk screen.
    const scroll = await page.evaluate(() => {
      const region = document.querySelector('[role="region"]')!;
      return { region: region.scrollWidth - region.clientWidth, page: document.body.scrollWidth };
    });
    expect(scroll.region).toBeLessThanOrEqual(0);
    expect(scroll.page).toBeLessThanOrEqual(1280);
    await expectNoAxeViolations(page);

    await table.getByRole('button', { name: 'Identity check: link and QR code' }).click();
    const dialog = page.getByRole('dialog', { name: /^Identity check for appointment AP-/ });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Create link and QR code' }).click();
    const qr = dialog.getByRole('img', { name: "QR code of the client's verification link" });
    await expect(qr).toBeVisible();
    const qrBox = (await qr.boundingBox())!;
    expect(qrBox.width).toBeGreaterThanOrEqual(300);
    expect(qrBox.y + qrBox.height).toBeLessThanOrEqual(800);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});
