import { expect, test } from '@playwright/test';
import { londonStaff, signIn, submitQuestionnaire } from './clinic-support';
import { expectNoAxeViolations } from './support';
import { bookedClient } from './verification-support';

// A practitioner sends the client's GP the signed record and its FHIR file from the review
// screen; the GP's name comes from the questionnaire, the address is typed once.
test('a practitioner sends the GP letter from the record screen', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { appointmentId, headers } = await bookedClient(request, 9);
  await submitQuestionnaire(request, headers, appointmentId, {
    gp_share_permission: { answer: 'yes' },
    gp_name: 'Dr Gail Surgery',
    gp_practice: 'High Street Surgery',
  });
  const practitioner = await londonStaff(request, 'practitioner');
  await signIn(page, practitioner);
  await page.goto(`/detail/london/20240926?appointment=${appointmentId}`);

  const panel = page.getByTestId('gp-letter');
  await expect(panel.getByRole('heading', { name: 'Letter to the GP' })).toBeVisible();
  await expect(panel.getByTestId('gp-permission')).toHaveText(
    'The client permitted sharing this record with their GP.',
  );
  const name = panel.getByLabel("GP's name");
  await expect(name).toHaveValue('Dr Gail Surgery');
  await expectNoAxeViolations(page);

  // A mistyped address is refused on the field, in words.
  const email = panel.getByLabel("GP's email address");
  await email.fill('reception.surgery.example');
  await panel.getByRole('button', { name: 'Send to the GP' }).click();
  await expect(panel.getByText('Please enter a valid email address.')).toBeVisible();
  await expectNoAxeViolations(page);

  const address = `gp.${appointmentId.slice(0, 8)}@surgery.example`;
  await email.fill(address);
  await panel.getByRole('button', { name: 'Send to the GP' }).click();
  await expect(panel.getByTestId('gp-letter-sent')).toHaveText(
    `Sent to ${address} with the record (PDF) and the FHIR file.`,
  );
  await expectNoAxeViolations(page);

  // Without SMTP_URL the letter goes to the outbox, which lists what was attached.
  const body = await (await request.get('/api/dev/outbox?limit=200')).json();
  const letter = (
    body.data.messages as {
      destination: string;
      subject: string;
      body: string;
      attachments: { filename: string; content_type: string; bytes: number }[];
    }[]
  ).find((m) => m.destination === address);
  expect(letter, 'the GP letter in the outbox').toBeTruthy();
  expect(letter!.subject).toBe('Clinic Intake: Record of a patient of yours');
  expect(letter!.body).toContain('Dear Dr Gail Surgery');
  expect(letter!.attachments.map((a) => a.content_type)).toEqual([
    'application/pdf',
    'application/fhir+json',
  ]);
  expect(letter!.attachments.every((a) => a.bytes > 1000)).toBe(true);

  // The address is kept for this client: the screen offers it next time.
  await page.reload();
  await expect(page.getByTestId('gp-letter').getByLabel("GP's email address")).toHaveValue(address);
  await expect(page.getByTestId('gp-letter').getByText(/^Last sent:/)).toBeVisible();
});
