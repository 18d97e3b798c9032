import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { desktopOnly, expect, newestMessage, seriousA11yViolations, signIn, snap, test } from './fixtures';

const CONFIRM = '/account/registration/confirm';

/** A real 2x2 PNG (signature, IHDR, IDAT, IEND), made here. */
function pngFile(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const pixels = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal one-page PDF, made here. */
function pdfFile(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >> endobj\n' +
      'trailer << /Root 1 0 R >>\n%%EOF\n',
  );
}

const fileInput = (page: Page, side: 'front' | 'back') => page.locator(`input[type="file"][name="${side}"]`);

test.describe('registration confirmation', () => {
  test('a guest is asked to log in, and comes back to the confirmation', async ({ page }, testInfo) => {
    await page.goto(CONFIRM);
    await expect(page.getByRole('heading', { name: 'Completa la registrazione' })).toBeVisible();
    await snap(page, testInfo, 'registration-confirm-guest');
    await page.getByRole('main').getByRole('link', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Faccount%2Fregistration%2Fconfirm$/);
  });

  test('the steps at a glance, without changing anything: type check, SMS, top-up, home', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'giuliabianchi');
    await page.goto(CONFIRM);
    await expect(
      page.getByRole('heading', { name: 'Complimenti! Il tuo conto è stato aperto' }),
    ).toBeVisible();
    await expect(page.getByText('Passo 1 di 3')).toBeVisible();
    await expect(
      page.getByText(/^Invia i documenti entro il \d{2}\/\d{2}\/\d{4}: mancano 30 giorni\./),
    ).toBeVisible();
    // The status modal does not cover this page.
    await expect(page.getByRole('dialog', { name: 'Stato del conto' })).toBeHidden();
    await snap(page, testInfo, 'registration-confirm-step1');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A script named like a photo is refused before anything is sent.
    await fileInput(page, 'front').setInputFiles({
      name: 'foto.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    await expect(
      page.getByText('Formato non valido: sono accettati solo file JPEG, PNG o PDF.'),
    ).toBeVisible();
    await snap(page, testInfo, 'registration-confirm-type-error');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Non ora' }).click();
    await expect(page.getByRole('heading', { name: 'Verifica il tuo cellulare' })).toBeVisible();
    await expect(page.getByText('+393337654321')).toBeVisible();
    await snap(page, testInfo, 'registration-confirm-step2');

    await page.getByRole('button', { name: 'Salta' }).click();
    await expect(page.getByRole('heading', { name: 'Ricarica il tuo conto' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ricarica ora' })).toHaveAttribute(
      'href',
      '/account/ricarica',
    );
    await snap(page, testInfo, 'registration-confirm-step3');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Salta' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a new player sends front and back, confirms the mobile by SMS, skips the top-up and sees it all on the status page', async ({
    page,
  }, testInfo) => {
    desktopOnly(testInfo);
    await signIn(page, 'elisacolombo');
    await page.goto(CONFIRM);
    await expect(
      page.getByRole('heading', { name: 'Complimenti! Il tuo conto è stato aperto' }),
    ).toBeVisible();

    // Step 1: the documents.
    await fileInput(page, 'front').setInputFiles({
      name: 'fronte.png',
      mimeType: 'image/png',
      buffer: pngFile(),
    });
    await fileInput(page, 'back').setInputFiles({
      name: 'retro.pdf',
      mimeType: 'application/pdf',
      buffer: pdfFile(),
    });
    await page
      .getByRole('form', { name: 'Invia i documenti' })
      .getByRole('button', { name: 'Invia i documenti' })
      .click();
    await expect(page.getByText('Documenti ricevuti: li verificheremo al più presto.')).toBeVisible();
    const list = page.getByRole('list', { name: 'Documenti inviati' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByText('In verifica')).toHaveCount(2);
    await expect(list.getByText('Fronte: fronte.png')).toBeVisible();
    await expect(list.getByText('Retro: retro.pdf')).toBeVisible();
    await snap(page, testInfo, 'registration-confirm-uploaded');

    // The files are the player's: she reads them back, nobody else can.
    const { ResponseData: documents } = (await (
      await page.request.get('/api/Account/GetDocuments', {
        headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('Token'))}` },
      })
    ).json()) as { ResponseData: Array<{ Id: number }> };
    expect(documents).toHaveLength(2);
    expect((await page.request.get(`/api/Account/GetDocument/${documents[0]!.Id}`)).status()).toBe(401);

    await page.getByRole('button', { name: 'Continua' }).click();

    // Step 2: the SMS code.
    await expect(page.getByRole('heading', { name: 'Verifica il tuo cellulare' })).toBeVisible();
    await page.getByRole('button', { name: 'Verifica il cellulare' }).click();
    const codeBox = page.getByLabel('Codice di conferma');
    await expect(codeBox).toBeVisible();
    const sms = await newestMessage(page.request, '+393489990011', 'mobile-confirm');
    const code = /\b(\d{6})\b/.exec(sms.body)![1]!;
    await codeBox.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Conferma', exact: true }).click();
    await expect(
      page.getByText('Si è verificato un errore. Verifica il codice di conferma e riprova'),
    ).toBeVisible();
    await snap(page, testInfo, 'registration-confirm-sms-error');
    await codeBox.fill(code);
    await page.getByRole('button', { name: 'Conferma', exact: true }).click();
    await expect(page.getByText('Cellulare verificato con successo')).toBeVisible();

    // Step 3: the top-up, skipped; no messaging group is configured: home.
    await expect(page.getByRole('heading', { name: 'Ricarica il tuo conto' })).toBeVisible();
    await page.getByRole('button', { name: 'Salta' }).click();
    await expect(page).toHaveURL(/\/$/);

    // The status recap: documents being checked, the mobile in order, the account still provisional.
    await page.goto('/account/status');
    await expect(page.getByText('Documenti in fase di verifica')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Documenti inviati' }).getByRole('listitem')).toHaveCount(2);
    const recap = page.getByRole('list', { name: 'Riepilogo dello stato del conto' });
    const validation = recap.getByRole('listitem').filter({ hasText: 'Convalida del conto' });
    await expect(
      validation.getByText('Abbiamo ricevuto i tuoi documenti: il conto sarà convalidato dopo la verifica.'),
    ).toBeVisible();
    await expect(recap.getByRole('listitem').filter({ hasText: 'Numero di cellulare' })).toContainText(
      'In regola',
    );
    await snap(page, testInfo, 'registration-confirm-status');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a provisional player sees the deadline on the status page and sends documents from its modal', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'giuliabianchi');
    await page.goto('/account/status');
    const box = page
      .locator('[data-state]')
      .filter({ hasText: 'Documenti mancanti: inviali per convalidare il conto' });
    await expect(
      box.getByText(/^Invia i documenti entro il \d{2}\/\d{2}\/\d{4}: mancano 30 giorni\./),
    ).toBeVisible();
    const recap = page.getByRole('list', { name: 'Riepilogo dello stato del conto' });
    await expect(
      recap.getByText(
        /Hai tempo fino al \d{2}\/\d{2}\/\d{4} \(ancora 30 giorni\), poi il conto sarà bloccato\./,
      ),
    ).toBeVisible();
    await snap(page, testInfo, 'status-documents-deadline');

    // The upload modal (nothing is sent: giuliabianchi stays as the other journeys expect).
    await box.getByRole('button', { name: 'Invia i documenti' }).click();
    const modal = page.getByRole('dialog', { name: 'Invia i documenti' });
    await expect(
      modal.getByText('Formati accettati: JPEG, PNG o PDF, al massimo 5 MB per file.'),
    ).toBeVisible();
    await snap(page, testInfo, 'status-documents-modal');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await modal.getByRole('button', { name: 'Chiudi' }).click();
    await expect(modal).toBeHidden();
  });
});
