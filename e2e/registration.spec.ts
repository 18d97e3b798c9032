import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { CodiceFiscale } from '@conto-gioco/shared/validation/fiscal-code';
import { expect, newestMessage, seriousA11yViolations, snap, test } from './fixtures';

// Both projects (desktop, mobile) register on the same server: every journey makes up its own
// person (fiscal code, e-mail, mobile, username), unique per run.

type Person = {
  nome: string;
  cognome: string;
  dataNascita: string;
  email: string;
  mobile: string;
  username: string;
  codiceFiscale: string;
};

const LETTERS = 'BCDFGLMNPRSTVZ';
const pick = (alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');

/** A new adult born in Rome, with a fiscal code computed like the server does (codice-fiscale-js). */
function newPerson(tag: string): Person {
  const stamp = `${Date.now().toString(36)}${pick('0123456789', 3)}`;
  const year = 1960 + Math.floor(Math.random() * 40);
  const month = 1 + Math.floor(Math.random() * 12);
  const day = 1 + Math.floor(Math.random() * 28);
  const nome = 'Mario';
  const cognome = `Prova${pick(LETTERS, 4).toLowerCase()}`;
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    nome,
    cognome,
    dataNascita: `${year}-${pad(month)}-${pad(day)}`,
    email: `registrazione.${tag}.${stamp}@example.it`,
    mobile: `+393${pick('0123456789', 9)}`,
    username: `reg${tag}${stamp}`.slice(0, 20),
    codiceFiscale: CodiceFiscale.compute({
      name: nome,
      surname: cognome,
      gender: 'M',
      day,
      month,
      year,
      birthplace: 'H501',
    }),
  };
}

const tagOf = (testInfo: TestInfo) => (testInfo.project.name === 'mobile' ? 'm' : 'd');

const isoDay = (offsetYears: number) => {
  const date = new Date();
  date.setFullYear(date.getFullYear() + offsetYears);
  return date.toISOString().slice(0, 10);
};

/** Switches a site module or variable (development route of the API); gives back the previous value. */
async function setSiteConfig(request: APIRequestContext, name: string, value: string): Promise<string> {
  const response = await request.post('/dev/site-config', { data: { name, value } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { previous: string }).previous;
}

const stepForm = (page: Page, title: string) => page.getByRole('form', { name: title });
const progress = (page: Page) => page.getByRole('progressbar', { name: 'Avanzamento della registrazione' });

/** Chooses a municipality in a type-ahead field. */
async function chooseMunicipality(form: Locator, label: string, search: string, option: string) {
  await form.getByRole('textbox', { name: label }).fill(search);
  await form.page().getByRole('option', { name: option, exact: true }).click();
}

async function fillStep1(page: Page, person: Person) {
  const form = stepForm(page, 'I tuoi dati');
  await form.getByRole('textbox', { name: 'Nome', exact: true }).fill(person.nome);
  await form.getByLabel('Cognome').fill(person.cognome);
  await form.getByLabel('E-mail').fill(person.email);
  await form.getByLabel('Cellulare').fill(person.mobile);
  return form;
}

async function fillStep4(page: Page) {
  const form = stepForm(page, 'Residenza');
  await form.getByLabel('Indirizzo').fill('Via del Corso 12');
  await form.getByLabel('CAP').fill('20121');
  await chooseMunicipality(form, 'Comune di residenza', 'Milano', 'MILANO (MI)');
  return form;
}

async function fillStep5(page: Page) {
  const form = stepForm(page, 'Documento di identità');
  await form.getByLabel('Tipo di documento').selectOption({ label: "Carta d'identità" });
  await form.getByLabel('Numero del documento').fill('CA12345AB');
  await form.getByLabel('Ente di rilascio').selectOption({ index: 1 });
  await chooseMunicipality(form, 'Comune di rilascio', 'Milano', 'MILANO (MI)');
  await form.getByLabel('Data di rilascio').fill(isoDay(-2));
  await form.getByLabel('Data di scadenza').fill(isoDay(5));
  return form;
}

async function fillStep6(page: Page, person: Person) {
  const form = stepForm(page, 'Credenziali di accesso');
  await form.getByLabel('Nome utente').fill(person.username);
  await form.getByLabel(/^Password/).fill('Registra2026');
  await form.getByLabel('Ripeti la password').fill('Registra2026');
  await expect(form.getByText('Nome utente disponibile')).toBeVisible({ timeout: 20_000 });
  return form;
}

async function fillStep7(page: Page) {
  const form = stepForm(page, 'Domanda segreta');
  await form.getByLabel('Domanda segreta').selectOption({ label: 'Qual è il tuo animale preferito?' });
  await form.getByRole('textbox', { name: 'Risposta', exact: true }).fill('Gatto');
  await form.getByLabel('Ripeti la risposta').fill('Gatto');
  return form;
}

async function fillStep10(page: Page) {
  const form = stepForm(page, 'Privacy e consensi');
  await form.getByRole('checkbox', { name: 'Dichiaro di essere maggiorenne' }).check();
  await form.getByRole('checkbox', { name: 'Accetto il contratto di conto di gioco' }).check();
  await form.getByRole('checkbox', { name: 'Accetto le condizioni generali' }).check();
  await form.getByRole('checkbox', { name: "Dichiaro di aver letto l'informativa sulla privacy" }).check();
  await form
    .getByRole('radiogroup', { name: /comunicazioni commerciali/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await form
    .getByRole('radiogroup', { name: /profilazione/ })
    .getByRole('radio', { name: 'Sì' })
    .check();
  await expect(form.locator('altcha-widget [data-state="verified"]')).toBeAttached({ timeout: 20_000 });
  return form;
}

const next = (form: Locator) => form.getByRole('button', { name: 'Avanti' }).click();

/** Steps 1 to 9 with the person's data, step 2 with the fiscal code; ends on step 10. */
async function fillUpToConsents(page: Page, person: Person) {
  await page.goto('/account/registration');
  await (await fillStep1(page, person)).getByRole('button', { name: 'Registrati' }).click();
  const step2 = stepForm(page, 'Codice fiscale');
  await step2.getByLabel('Codice fiscale').fill(person.codiceFiscale);
  await next(step2);
  const step3 = stepForm(page, 'Dati di nascita');
  await expect(step3.getByRole('textbox', { name: 'Comune di nascita' })).toHaveValue('ROMA');
  await next(step3);
  await next(await fillStep4(page));
  await next(await fillStep5(page));
  await next(await fillStep6(page, person));
  await next(await fillStep7(page));
  const step8 = stepForm(page, 'Limite di ricarica');
  await step8.getByLabel('Limite massimo di ricarica settimanale').selectOption({ label: '€\u00a0500,00' });
  await next(step8);
  await next(stepForm(page, 'Presentatore e promozioni'));
  return fillStep10(page);
}

test.describe('registration', () => {
  // Some journeys switch site modules on the shared server and put them back: one after another.
  test.describe.configure({ mode: 'serial', timeout: 90_000 });

  test('a new player goes through the eleven steps, verifies both OTPs and lands logged in on the confirmation', async ({
    page,
  }, testInfo) => {
    const person = newPerson(tagOf(testInfo));
    // The promo code comes from the address (kept for 6 hours): a bonus on desktop, a cart coupon
    // (Register answers -5296 and the player is told to enter it in the cart) on mobile.
    const promo = testInfo.project.name === 'mobile' ? 'SCHEDINA10' : 'BENVENUTO';
    await page.goto(`/account/registration?promo=${promo}&btag=e2e-banner`);

    // Step 1: no progress bar yet; the mobile starts with +39.
    const step1 = stepForm(page, 'I tuoi dati');
    await expect(step1).toBeVisible();
    await expect(progress(page)).toBeHidden();
    await expect(step1.getByLabel('Cellulare')).toHaveValue('+39');
    await step1.getByRole('button', { name: 'Registrati' }).click();
    await expect(step1.getByText('Il campo è richiesto')).toHaveCount(3);
    await expect(
      step1.getByText(
        'Sono accettati solo numeri italiani. Inserire il prefisso +39 davanti al numero di cellulare',
      ),
    ).toBeVisible();
    await fillStep1(page, person);
    await step1.getByLabel('E-mail').fill('mario.rossi@');
    await step1.getByRole('button', { name: 'Registrati' }).click();
    await expect(step1.getByText('Inserire una mail valida')).toBeVisible();
    await step1.getByLabel('E-mail').fill(person.email);
    await snap(page, testInfo, 'registration-step-1');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await step1.getByRole('button', { name: 'Registrati' }).click();

    // Step 2: the fiscal code; a valid one fills step 3.
    const step2 = stepForm(page, 'Codice fiscale');
    await expect(progress(page)).toBeVisible();
    await expect(page.getByText('Passo 2 di 11')).toBeVisible();
    await expect(step2.getByRole('link', { name: "Contatta l'assistenza clienti" })).toHaveAttribute(
      'href',
      /^mailto:assistenza@contogioco\.it/,
    );
    await step2.getByLabel('Codice fiscale').fill('RSSMRA80A01H50');
    await next(step2);
    await expect(step2.getByText('Codice fiscale non valido')).toBeVisible();
    await step2.getByLabel('Codice fiscale').fill(person.codiceFiscale.toLowerCase());
    await snap(page, testInfo, 'registration-step-2');
    await next(step2);

    // Step 3: sex, birth date and place read from the code; the code itself checked against them.
    const step3 = stepForm(page, 'Dati di nascita');
    await expect(step3.getByRole('radio', { name: 'Maschio' })).toBeChecked();
    await expect(step3.getByLabel('Data di nascita')).toHaveValue(person.dataNascita);
    await expect(step3.getByLabel('Nazione di nascita')).toHaveValue('181');
    await expect(step3.getByRole('textbox', { name: 'Comune di nascita' })).toHaveValue('ROMA');
    await expect(step3.getByLabel('Codice fiscale')).toHaveValue(person.codiceFiscale);
    // A birth date that does not match: the computed code is offered.
    await step3.getByLabel('Data di nascita').fill('1990-01-01');
    const offer = step3.getByText('Il codice fiscale non corrisponde ai dati inseriti');
    await expect(offer).toBeVisible();
    await snap(page, testInfo, 'registration-step-3-correction');
    await step3.getByLabel('Data di nascita').fill(person.dataNascita);
    await expect(offer).toBeHidden();
    await snap(page, testInfo, 'registration-step-3');
    await next(step3);

    // Steps 4 to 9.
    await expect(page.getByText('Passo 4 di 11')).toBeVisible();
    const step4 = await fillStep4(page);
    await snap(page, testInfo, 'registration-step-4');
    await next(step4);
    const step5 = await fillStep5(page);
    await step5.getByLabel('Data di scadenza').fill(isoDay(12));
    await next(step5);
    await expect(step5.getByText('La data di scadenza non può superare i 10 anni')).toBeVisible();
    await step5.getByLabel('Data di scadenza').fill(isoDay(5));
    await snap(page, testInfo, 'registration-step-5');
    await next(step5);

    const step6 = stepForm(page, 'Credenziali di accesso');
    // A demo player's username is taken; the check runs as the player types.
    await step6.getByLabel('Nome utente').fill('mariorossi');
    await expect(step6.getByText('Nome utente non disponibile')).toBeVisible({ timeout: 20_000 });
    await fillStep6(page, person);
    await snap(page, testInfo, 'registration-step-6');
    await next(step6);

    const step7 = await fillStep7(page);
    await step7.getByLabel('Ripeti la risposta').fill('Cane');
    await next(step7);
    await expect(step7.getByText('Le risposte non coincidono')).toBeVisible();
    await step7.getByLabel('Ripeti la risposta').fill('Gatto');
    await snap(page, testInfo, 'registration-step-7');
    await next(step7);

    const step8 = stepForm(page, 'Limite di ricarica');
    const limit = step8.getByLabel('Limite massimo di ricarica settimanale');
    await expect(limit.locator('option')).toHaveCount(15);
    await limit.selectOption({ label: '€\u00a0500,00' });
    await snap(page, testInfo, 'registration-step-8');
    await next(step8);

    const step9 = stepForm(page, 'Presentatore e promozioni');
    await expect(step9.getByLabel('Codice bonus o promo')).toHaveValue(promo);
    await snap(page, testInfo, 'registration-step-9');
    await next(step9);

    // Step 10: consents and the bot check, then the server verifies the data and sends the OTPs.
    const step10 = stepForm(page, 'Privacy e consensi');
    await step10.getByRole('button', { name: 'Continua' }).click();
    await expect(step10.getByText('Il campo è obbligatorio')).toHaveCount(4);
    await expect(step10.getByText('Il campo è richiesto')).toHaveCount(2);
    await fillStep10(page);
    await snap(page, testInfo, 'registration-step-10');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await step10.getByRole('button', { name: 'Continua' }).click();

    // Step 11: both OTPs from the outbox.
    const step11 = stepForm(page, 'Verifica dei contatti');
    await expect(step11).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Passo 11 di 11')).toBeVisible();
    const sms = await newestMessage(page.request, person.mobile, 'registration-otp');
    const mail = await newestMessage(page.request, person.email, 'registration-otp');
    const smsCode = /(\d{6})/.exec(sms.body)![1]!;
    const mailCode = /(\d{6})/.exec(mail.body)![1]!;

    const mobileBox = step11.getByLabel('Codice ricevuto via SMS');
    await mobileBox.fill('123');
    await step11.getByRole('button', { name: 'Verifica' }).first().click();
    await expect(step11.getByText("Inserire l'OTP valido")).toBeVisible();
    await mobileBox.fill(smsCode);
    await step11.getByRole('button', { name: 'Verifica' }).first().click();
    await expect(mobileBox).toBeDisabled();
    const verifyButtons = step11.getByRole('button', { name: 'Verifica', exact: true });
    await expect(verifyButtons).toHaveCount(1);
    await step11.getByRole('button', { name: 'Completa la registrazione' }).click();
    await expect(step11.getByText('Completa la verifica OTP')).toBeVisible();

    await step11.getByLabel('Codice ricevuto via e-mail').fill(mailCode);
    await verifyButtons.click();
    await expect(verifyButtons).toHaveCount(0);
    await expect(step11.getByLabel('Codice ricevuto via e-mail')).toBeDisabled();
    await expect(step11.locator('altcha-widget [data-state="verified"]')).toBeAttached({ timeout: 20_000 });
    await snap(page, testInfo, 'registration-step-11');
    await step11.getByRole('button', { name: 'Completa la registrazione' }).click();

    if (promo === 'SCHEDINA10') {
      const coupon = page.getByRole('dialog', { name: 'Il tuo coupon' });
      await expect(coupon).toBeVisible({ timeout: 20_000 });
      await snap(page, testInfo, 'registration-coupon-warning');
      await coupon.getByRole('button', { name: 'Continua' }).click();
    }

    // Logged in at once, on the confirmation steps.
    await expect(page).toHaveURL(/\/account\/registration\/confirm$/, { timeout: 20_000 });
    await expect(
      page.getByRole('banner').getByRole('button', { name: person.username, exact: true }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('Token'))).not.toBeNull();
    // The attribution went with the registration: the next one on this browser starts clean.
    const settings = await page.evaluate(() => localStorage.getItem('ClientSettings'));
    expect(JSON.parse(settings ?? '{}').RegistrationSettings ?? []).toEqual([]);
  });

  test('the -6 answer (an e-mail already registered) offers to edit the data from step 1', async ({
    page,
  }, testInfo) => {
    const person = { ...newPerson(tagOf(testInfo)), email: 'mario.rossi@example.it' };
    const step10 = await fillUpToConsents(page, person);
    await step10.getByRole('button', { name: 'Continua' }).click();
    const alert = step10.getByRole('alert').filter({ hasText: 'Attenzione!' });
    await expect(alert).toContainText(/^Attenzione!-6 - /, { timeout: 20_000 });
    await snap(page, testInfo, 'registration-edit-data');
    await alert.getByRole('button', { name: 'Modifica i dati' }).click();
    const step1 = stepForm(page, 'I tuoi dati');
    await expect(step1).toBeVisible();
    await expect(step1.getByLabel('E-mail')).toHaveValue('mario.rossi@example.it');
    await expect(step1.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue(person.nome);
    await expect(progress(page)).toBeHidden();
  });

  test('at night, with the night lock on, the page is not available; by day it is', async ({
    page,
  }, testInfo) => {
    const previous = await setSiteConfig(page.request, 'RegistrationLockedDuringNight', 'true');
    try {
      // 02:30 in Rome.
      await page.clock.setFixedTime(new Date('2026-01-15T01:30:00Z'));
      await page.goto('/account/registration');
      await expect(page.getByRole('heading', { name: 'La pagina non è disponibile' })).toBeVisible();
      await expect(stepForm(page, 'I tuoi dati')).toHaveCount(0);
      await snap(page, testInfo, 'registration-locked');
      expect(await seriousA11yViolations(page)).toEqual([]);
      // 23:00 is already closed (strictly between 8 and 23).
      await page.clock.setFixedTime(new Date('2026-01-15T22:00:00Z'));
      await page.reload();
      await expect(page.getByRole('heading', { name: 'La pagina non è disponibile' })).toBeVisible();
      // 12:00: open.
      await page.clock.setFixedTime(new Date('2026-01-15T11:00:00Z'));
      await page.reload();
      await expect(stepForm(page, 'I tuoi dati')).toBeVisible();
    } finally {
      await setSiteConfig(page.request, 'RegistrationLockedDuringNight', previous);
    }
  });

  test('the steps listed in RegistrationDisabledSteps are skipped both ways, and counted out', async ({
    page,
  }, testInfo) => {
    const previous = await setSiteConfig(page.request, 'RegistrationDisabledSteps', '2,9');
    try {
      const person = newPerson(tagOf(testInfo));
      await page.goto('/account/registration');
      await (await fillStep1(page, person)).getByRole('button', { name: 'Registrati' }).click();
      // Straight to step 3, the second of nine.
      const step3 = stepForm(page, 'Dati di nascita');
      await expect(step3).toBeVisible();
      await expect(page.getByText('Passo 2 di 9')).toBeVisible();
      await expect(progress(page)).toHaveAttribute('aria-valuenow', '12.5');
      // Without step 2 the code is computed from the data.
      await step3.getByRole('radio', { name: 'Maschio' }).check();
      await step3.getByLabel('Data di nascita').fill(person.dataNascita);
      await chooseMunicipality(step3, 'Comune di nascita', 'Roma', 'ROMA (RM)');
      await expect(step3.getByLabel('Codice fiscale')).toHaveValue(person.codiceFiscale);
      await snap(page, testInfo, 'registration-skipped-steps');
      // Back from step 3 is step 1.
      await page.getByRole('button', { name: 'Indietro' }).click();
      await expect(stepForm(page, 'I tuoi dati')).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue(person.nome);
    } finally {
      await setSiteConfig(page.request, 'RegistrationDisabledSteps', previous);
    }
  });

  test('a registration started on the VNE service comes prefilled', async ({ page }) => {
    await page.goto('/account/registration?vneid=VNE-DEMO-1');
    const step1 = stepForm(page, 'I tuoi dati');
    await expect(step1.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('Francesca');
    await expect(step1.getByLabel('E-mail')).toHaveValue('francesca.neri@example.it');
    await step1.getByRole('button', { name: 'Registrati' }).click();
    await expect(stepForm(page, 'Codice fiscale').getByLabel('Codice fiscale')).toHaveValue(
      'NREFNC90E52F205G',
    );
    // The close icon goes home.
    await page.getByRole('link', { name: 'Chiudi la registrazione' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
