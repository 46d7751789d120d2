import { expect, test } from '@playwright/test';
import { apiSignIn, unique } from './accounts-support';
import { londonStaff, signIn, submitQuestionnaire } from './clinic-support';
import { bookViaApi } from './clients-support';
import { expectNoAxeViolations } from './support';

test.describe('desk search by name and by appointment number', () => {
  test('the desk finds namesakes by surname, tells them apart, and finds a visit by its number', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // A surname no other test uses, with an accent the desk does not type. Letters only: the
    // questionnaire's name field takes no digits.
    const tag = unique('x')
      .replace(/[^a-z0-9]/gi, '')
      .toLowerCase()
      .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
    const surname = `Ó Bríain${tag}`;
    const sianEmail = `${unique('sian')}@e2e.test`;
    const first = await bookViaApi(
      request,
      { channel: 'email', email: sianEmail },
      { first_name: 'Siân', last_name: surname },
    );
    await bookViaApi(
      request,
      { channel: 'email', email: `${unique('sian')}@e2e.test` },
      { first_name: 'Seán', last_name: surname },
    );
    const nurse = await londonStaff(request, 'nurse');
    // Siân has signed her forms and had her identity checked for her visit; Seán neither.
    const headers = await apiSignIn(request, nurse.email, nurse.password);
    const found = await (
      await request.post('/api/clients/search', {
        headers,
        data: { type: 'email', email: sianEmail },
      })
    ).json();
    const sian = found.data.client as { id: string; appointments: { id: string }[] };
    // The questionnaire's details are the client's own: her name stays hers.
    await submitQuestionnaire(request, headers, sian.appointments[0]!.id, {
      first_name: 'Siân',
      last_name: surname,
    });
    const verified = await request.post('/api/verification/in-person', {
      headers,
      data: { clientId: sian.id, appointmentId: sian.appointments[0]!.id, document: 'passport' },
    });
    expect((await verified.json()).code).toBe(0);
    await signIn(page, nurse);
    await page.goto('/search');

    const form = page.getByRole('search');
    await form.getByRole('radio', { name: 'Name' }).check();
    await form.getByRole('textbox', { name: 'Name' }).fill(`briain${tag}`);
    await form.getByRole('button', { name: 'Search' }).click();
    const hits = page.getByTestId('search-hits');
    await expect(hits.locator('caption')).toHaveText('Clients found: 2');
    await expect(hits.getByRole('row')).toHaveCount(3);
    await expect(hits.getByRole('button', { name: `Siân ${surname}` })).toBeVisible();
    await expect(hits.getByRole('button', { name: `Seán ${surname}` })).toBeVisible();
    // Told apart by their masked contacts, never shown in full.
    await expect(hits.getByText(/^s\*\*\*@e\*\*\*\.test$/)).toHaveCount(2);
    // Consent, privacy and identity at a glance, as in the day view.
    const sianRow = hits.getByRole('row').filter({ hasText: `Siân ${surname}` });
    const seanRow = hits.getByRole('row').filter({ hasText: `Seán ${surname}` });
    await expect(sianRow.getByTestId('hit-consent')).toHaveText(
      /^Consent to treatment: Valid Valid until: .+$/,
    );
    await expect(sianRow.getByTestId('hit-privacy')).toHaveText(
      /^Privacy authorization: Valid Valid until: .+$/,
    );
    await expect(sianRow.getByTestId('identity-checked')).toHaveText(/Identity checked/);
    await expect(seanRow.getByTestId('hit-consent')).toHaveText(
      'Consent to treatment: Never given',
    );
    await expect(seanRow.getByTestId('hit-privacy')).toHaveText(
      'Privacy authorization: Never given',
    );
    await expect(seanRow.getByTestId('identity-checked')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await hits.getByRole('button', { name: `Siân ${surname}` }).click();
    const record = page.getByRole('table', { name: `Client information: Siân ${surname}` });
    await expect(record.getByRole('cell', { name: first.number, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // By appointment number, typed in lower case.
    await form.getByRole('radio', { name: 'Appointment number' }).check();
    await form
      .getByRole('textbox', { name: 'Appointment number' })
      .fill(first.number.toLowerCase());
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(hits.locator('caption')).toHaveText('Clients found: 1');
    await hits.getByRole('button', { name: `Siân ${surname}` }).click();
    await expect(record.getByRole('cell', { name: first.number, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // A number nobody has: no information, as for a contact.
    await form.getByRole('textbox', { name: 'Appointment number' }).fill('AP-NOBODY00');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No information about this user.')).toBeVisible();
  });
});
