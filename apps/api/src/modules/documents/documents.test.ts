import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { LOGGED_IN_CODES, LOGIN_CODE } from '@conto-gioco/shared/auth';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MAX_PER_PLAYER,
  DOCUMENT_SERVER_MESSAGES as MSG,
  DOCUMENT_STATUS_TEXTS,
  UPLOAD_DOCUMENT_CODE,
  getDocumentsResponse,
  uploadDocumentResponse,
  type PlayerDocument,
} from '@conto-gioco/shared/documents';
import { accountStatusResponse, type AccountStatus } from '@conto-gioco/shared/status';
import { DEMO_PASSWORD } from '../../seed/demo-players.ts';
import { bearer, createTestApp, login, type TestApp } from '../../testing/app.ts';
import { hashPassword } from '../auth/passwords.ts';
import { players, sessions } from '../auth/schema.ts';
import { securityEvents } from '../security/schema.ts';
import { computeAccountStatus } from '../status/service.ts';
import { accountRestrictions } from '../auth/account-rules.ts';
import { blockAccountsWithoutDocuments } from './job.ts';
import { playerDocuments } from './schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const documentsDir = mkdtempSync(path.join(tmpdir(), 'cg-documents-test-'));

let t: TestApp;
let passwordHash: string;
beforeAll(async () => {
  t = await createTestApp({ config: { documentsDir } });
  passwordHash = await hashPassword(DEMO_PASSWORD);
});
afterAll(async () => {
  await t.close();
  rmSync(documentsDir, { recursive: true, force: true });
});

/** Small files whose first bytes are what they claim (or not). */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452', 'hex'),
  Buffer.alloc(64, 7),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 1)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
/** A script named like a photo. */
const DISGUISED = Buffer.from('<html><script>alert(1)</script></html>');

let playerCounter = 0;
/** A player of its own, opened `ageDays` days before `now`. */
async function createPlayer(
  overrides: Partial<typeof players.$inferInsert> & { ageDays?: number; now?: Date } = {},
) {
  const { ageDays = 0, now = new Date(), ...values } = overrides;
  playerCounter++;
  const username = `documenti${playerCounter}`;
  const [row] = await t.database.db
    .insert(players)
    .values({
      username,
      passwordHash,
      contractNumber: `88${String(playerCounter).padStart(5, '0')}`,
      nome: 'Test',
      cognome: 'Documenti',
      email: `${username}@example.it`,
      cellulare: `+39341${String(1_000_000 + playerCounter)}`,
      statoConto: 1,
      userStatusOk: false,
      depositLimit: 50_000,
      createdAt: new Date(now.getTime() - ageDays * DAY_MS),
      ...values,
    })
    .returning();
  return row!;
}

async function tokenFor(username: string): Promise<string> {
  const body = await login(t.app, username);
  if (!LOGGED_IN_CODES.includes(body.ResponseCode))
    throw new Error(`login of ${username}: ${body.ResponseCode}`);
  return body.ResponseData.Token;
}

/** A multipart body: the fields in order, then the file. */
function multipart(
  file: { name: string; type: string; content: Buffer } | null,
  fields: Record<string, string> = { side: 'front' },
) {
  const boundary = `----conto-gioco-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(
  token: string | null,
  file: { name: string; type: string; content: Buffer } | null,
  fields?: Record<string, string>,
) {
  const body = multipart(file, fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/Account/UploadDocument',
    headers: { 'content-type': body.contentType, ...(token ? bearer(token) : {}) },
    payload: body.payload,
  });
}

async function uploadOk(
  token: string,
  file: { name: string; type: string; content: Buffer },
  side = 'front',
) {
  const response = await upload(token, file, { side });
  expect(response.statusCode).toBe(200);
  const body = uploadDocumentResponse.parse(response.json());
  expect(body.ResponseCode).toBe(0);
  return body.ResponseData!;
}

async function documentsOf(token: string): Promise<PlayerDocument[]> {
  const response = await t.app.inject({ url: '/api/Account/GetDocuments', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return getDocumentsResponse.parse(response.json()).ResponseData;
}

async function statusOf(token: string): Promise<AccountStatus> {
  const response = await t.app.inject({ url: '/api/Account/GetAccountStatus', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return accountStatusResponse.parse(response.json()).ResponseData!;
}

const storedFiles = () => readdirSync(documentsDir);

describe('POST api/Account/UploadDocument', () => {
  it('stores a PNG under a random name outside the web root, with its hash, as received (3)', async () => {
    const player = await createPlayer();
    const token = await tokenFor(player.username);
    const before = storedFiles().length;
    const document = await uploadOk(token, { name: 'fronte carta.png', type: 'image/png', content: PNG });
    expect(document).toMatchObject({
      Side: 'front',
      FileName: 'fronte carta.png',
      MimeType: 'image/png',
      SizeBytes: PNG.length,
      Status: 3,
    });
    const [row] = await t.database.db
      .select()
      .from(playerDocuments)
      .where(eq(playerDocuments.id, document.Id));
    expect(row!.storageKey).toMatch(/^[0-9a-f]{32}$/);
    expect(row!.sha256).toBe(createHash('sha256').update(PNG).digest('hex'));
    expect(storedFiles()).toHaveLength(before + 1);
    const file = path.join(documentsDir, row!.storageKey);
    expect(readFileSync(file).equals(PNG)).toBe(true);
    // Readable by the server's user only.
    expect(statSync(file).mode & 0o077).toBe(0);
    // Audited without the file name.
    const [event] = await t.database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.playerId, player.id), eq(securityEvents.event, 'document-uploaded')));
    expect(event!.detail).toEqual({ side: 'front', type: 'image/png', sizeBytes: PNG.length });
  });

  it('accepts a JPEG and a PDF, each with its side, and lists them newest first', async () => {
    const player = await createPlayer();
    const token = await tokenFor(player.username);
    await uploadOk(token, { name: 'retro.jpg', type: 'image/jpeg', content: JPEG }, 'back');
    await uploadOk(token, { name: 'patente.pdf', type: 'application/pdf', content: PDF }, 'other');
    const list = await documentsOf(token);
    expect(list.map((d) => [d.FileName, d.Side, d.MimeType, d.Status])).toEqual([
      ['patente.pdf', 'other', 'application/pdf', 3],
      ['retro.jpg', 'back', 'image/jpeg', 3],
    ]);
  });

  it('goes by the bytes: a script named .jpg and declared image/jpeg is refused and not kept', async () => {
    const player = await createPlayer();
    const token = await tokenFor(player.username);
    const before = storedFiles().length;
    const response = await upload(token, { name: 'foto.jpg', type: 'image/jpeg', content: DISGUISED });
    expect(response.json()).toEqual({
      ResponseCode: UPLOAD_DOCUMENT_CODE.invalidType,
      ResponseMessage: MSG.invalidType,
      ResponseData: null,
    });
    expect(storedFiles()).toHaveLength(before);
    expect(await documentsOf(token)).toEqual([]);
  });

  it('keeps the proved type, whatever was declared (a PNG sent as image/jpeg)', async () => {
    const player = await createPlayer();
    const token = await tokenFor(player.username);
    const document = await uploadOk(token, { name: 'scan.jpg', type: 'image/jpeg', content: PNG });
    expect(document.MimeType).toBe('image/png');
  });

  it('refuses a file over 5 MB and keeps nothing; exactly 5 MB is fine', async () => {
    const player = await createPlayer();
    const token = await tokenFor(player.username);
    const before = storedFiles().length;
    const big = Buffer.concat([PNG, Buffer.alloc(DOCUMENT_MAX_BYTES + 1 - PNG.length)]);
    const response = await upload(token, { name: 'grande.png', type: 'image/png', content: big });
    expect(response.json()).toEqual({
      ResponseCode: UPLOAD_DOCUMENT_CODE.tooLarge,
      ResponseMessage: MSG.tooLarge,
      ResponseData: null,
    });
    expect(storedFiles()).toHaveLength(before);

    // Announced far over the limit: refused before it is read.
    const huge = Buffer.concat([PNG, Buffer.alloc(DOCUMENT_MAX_BYTES * 2)]);
    const early = await upload(token, { name: 'enorme.png', type: 'image/png', content: huge });
    expect(early.json().ResponseCode).toBe(UPLOAD_DOCUMENT_CODE.tooLarge);
    expect(storedFiles()).toHaveLength(before);

    const limit = Buffer.concat([PNG, Buffer.alloc(DOCUMENT_MAX_BYTES - PNG.length)]);
    const document = await uploadOk(token, { name: 'limite.png', type: 'image/png', content: limit });
    expect(document.SizeBytes).toBe(DOCUMENT_MAX_BYTES);
  });

  it('refuses a request without a file, an empty file, a bad side, or a body that is not multipart', async () => {
    const player = await createPlayer();
    const token = await tokenFor(player.username);
    const invalid = {
      ResponseCode: UPLOAD_DOCUMENT_CODE.invalidRequest,
      ResponseMessage: MSG.invalidRequest,
      ResponseData: null,
    };
    expect((await upload(token, null)).json()).toEqual(invalid);
    expect(
      (await upload(token, { name: 'vuoto.png', type: 'image/png', content: Buffer.alloc(0) })).json(),
    ).toEqual(invalid);
    expect(
      (await upload(token, { name: 'a.png', type: 'image/png', content: PNG }, { side: 'sopra' })).json(),
    ).toEqual(invalid);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/Account/UploadDocument',
      headers: bearer(token),
      payload: { file: 'x' },
    });
    expect(json.json()).toEqual(invalid);
    expect(await documentsOf(token)).toEqual([]);
  });

  it('refuses a body that says multipart and is not, or is cut short, and keeps nothing (issue 22: a 500)', async () => {
    const player = await createPlayer();
    const token = await tokenFor(player.username);
    const before = storedFiles().length;
    const whole = multipart({ name: 'a.png', type: 'image/png', content: PNG });
    const cut = whole.payload.subarray(0, whole.payload.length - 40);
    for (const [payload, contentType] of [
      ['{"file": "x"}', 'multipart/form-data; boundary=----fuzz'],
      ['garbage', 'multipart/form-data; boundary=----fuzz'],
      [cut, whole.contentType],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/Account/UploadDocument',
        headers: { ...bearer(token), 'content-type': contentType },
        payload,
        // Its own address: the upload's per-address rate limit stays for the other tests.
        remoteAddress: '127.0.22.1',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        ResponseCode: UPLOAD_DOCUMENT_CODE.invalidRequest,
        ResponseMessage: MSG.invalidRequest,
        ResponseData: null,
      });
    }
    expect(await documentsOf(token)).toEqual([]);
    expect(storedFiles().length).toBe(before);
  });

  it('answers 401 without a valid session, and stores nothing', async () => {
    const before = storedFiles().length;
    const response = await upload(null, { name: 'a.png', type: 'image/png', content: PNG });
    expect(response.statusCode).toBe(401);
    expect(response.json().ResponseCode).toBe(-401);
    const forged = await upload('not-a-token', { name: 'a.png', type: 'image/png', content: PNG });
    expect(forged.statusCode).toBe(401);
    expect(storedFiles()).toHaveLength(before);
  });

  it(`stops at ${DOCUMENT_MAX_PER_PLAYER} documents per player`, async () => {
    const player = await createPlayer();
    const token = await tokenFor(player.username);
    await t.database.db.insert(playerDocuments).values(
      Array.from({ length: DOCUMENT_MAX_PER_PLAYER }, (_, i) => ({
        playerId: player.id,
        side: 'other',
        originalName: `d${i}.png`,
        mimeType: 'image/png',
        sizeBytes: 1,
        storageKey: `${player.id.toString(16).padStart(8, '0')}${String(i).padStart(24, '0')}`,
        sha256: 'x',
      })),
    );
    const response = await upload(token, { name: 'a.png', type: 'image/png', content: PNG });
    expect(response.json().ResponseCode).toBe(UPLOAD_DOCUMENT_CODE.tooMany);
  });
});

describe('GET api/Account/GetDocuments and GetDocument/:id', () => {
  it('gives the file back to its owner only, as a download that is never cached or sniffed', async () => {
    const owner = await createPlayer();
    const other = await createPlayer();
    const ownerToken = await tokenFor(owner.username);
    const otherToken = await tokenFor(other.username);
    const document = await uploadOk(ownerToken, {
      name: 'carta identità.png',
      type: 'image/png',
      content: PNG,
    });

    const mine = await t.app.inject({
      url: `/api/Account/GetDocument/${document.Id}`,
      headers: bearer(ownerToken),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(PNG)).toBe(true);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.headers['cache-control']).toBe('no-store, private');
    expect(mine.headers['content-disposition']).toBe(
      `attachment; filename="documento-${document.Id}.png"; filename*=UTF-8''carta%20identit%C3%A0.png`,
    );

    // Someone else's document, an unknown id and a malformed one all look the same: 404.
    for (const [url, token] of [
      [`/api/Account/GetDocument/${document.Id}`, otherToken],
      [`/api/Account/GetDocument/${document.Id + 1000}`, ownerToken],
      ['/api/Account/GetDocument/abc', ownerToken],
      ['/api/Account/GetDocument/99999999999999', ownerToken],
    ] as const) {
      const response = await t.app.inject({ url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({
        ResponseCode: -404,
        ResponseMessage: 'Risorsa non trovata',
        ResponseData: null,
      });
    }
    expect(await documentsOf(otherToken)).toEqual([]);
    expect((await documentsOf(ownerToken)).map((d) => d.Id)).toEqual([document.Id]);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ url: '/api/Account/GetDocuments' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/Account/GetDocument/1' })).statusCode).toBe(401);
  });
});

describe('the 30-day rule (blockAccountsWithoutDocuments)', () => {
  // The fake clock: every age is counted back from `now`, and the rule is asked at `now` and later.
  const now = new Date();
  const statoOf = async (id: number) =>
    (await t.database.db.select().from(players).where(eq(players.id, id)))[0]!;
  const blockEvents = async (id: number) =>
    t.database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.playerId, id), eq(securityEvents.event, 'account-blocked')));

  it('blocks a provisional account opened 31 days ago without documents, ends its sessions, once', async () => {
    const young = await createPlayer({ now, ageDays: 29 });
    const old = await createPlayer({ now, ageDays: 31 });
    const oldWithDocument = await createPlayer({ now, ageDays: 31 });
    const validated = await createPlayer({ now, ageDays: 400, statoConto: 2, userStatusOk: true });
    const inactive = await createPlayer({ now, ageDays: 400, statoConto: 0 });
    await t.database.db.insert(playerDocuments).values({
      playerId: oldWithDocument.id,
      side: 'front',
      originalName: 'a.png',
      mimeType: 'image/png',
      sizeBytes: 1,
      storageKey: 'f'.repeat(32),
      sha256: 'x',
      // Even a refused document counts as sent: an operator handles it.
      status: 2,
    });
    const sessionId = crypto.randomUUID();
    await t.database.db.insert(sessions).values({ id: sessionId, playerId: old.id });

    const blocked = await blockAccountsWithoutDocuments(t.database.db, now, t.app.sessions);
    expect(blocked).toEqual([old.id]);

    expect(await statoOf(old.id)).toMatchObject({ statoConto: 6, blockedReason: 'documents-missing' });
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(session).toMatchObject({ revokedReason: 'documents-missing' });
    expect(session!.revokedAt).not.toBeNull();
    const events = await blockEvents(old.id);
    expect(events.map((e) => e.detail)).toEqual([{ reason: 'documents-missing', deadlineDays: 30 }]);

    for (const untouched of [young, oldWithDocument, validated, inactive]) {
      const row = await statoOf(untouched.id);
      expect(row.statoConto, untouched.username).toBe(untouched.statoConto);
      expect(row.blockedReason).toBeNull();
    }

    // Idempotent: a second run (and a later one) changes nothing more.
    expect(await blockAccountsWithoutDocuments(t.database.db, now, t.app.sessions)).toEqual([]);
    expect(await blockEvents(old.id)).toHaveLength(1);

    // Two days later the 29-day-old account is past its deadline too.
    const later = new Date(now.getTime() + 2 * DAY_MS);
    expect(await blockAccountsWithoutDocuments(t.database.db, later, t.app.sessions)).toEqual([young.id]);
  });

  it('logs out a logged-in player at once; a new login shows why and takes documents, nothing else', async () => {
    const player = await createPlayer({ ageDays: 31 });
    const token = await tokenFor(player.username);
    expect((await statusOf(token)).documentsDaysLeft).toBe(0);
    expect(await blockAccountsWithoutDocuments(t.database.db, new Date(), t.app.sessions)).toContain(
      player.id,
    );
    const response = await t.app.inject({ url: '/api/Account/GetAccountStatus', headers: bearer(token) });
    expect(response.statusCode).toBe(401);

    const again = await login(t.app, player.username);
    expect(again.ResponseCode).toBe(LOGIN_CODE.ok);
    const status = await statusOf(again.ResponseData.Token);
    expect(status.items.conto_bloccato).toMatchObject({
      ok: false,
      error: DOCUMENT_STATUS_TEXTS.blockedDocumentsMissing,
    });
    const restrictions = accountRestrictions(await statoOf(player.id));
    expect(restrictions).toMatchObject({
      canLogIn: true,
      canPlay: false,
      canDeposit: false,
      canWithdraw: false,
    });

    // Any other block still refuses the login.
    await t.database.db.update(players).set({ blockedReason: null }).where(eq(players.id, player.id));
    expect((await login(t.app, player.username)).ResponseCode).toBe(LOGIN_CODE.accountBlocked);
  });

  it('does not run in tests unless asked; with an interval it runs on its own', async () => {
    const notAsked = await createPlayer({ ageDays: 45 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await statoOf(notAsked.id)).statoConto).toBe(1);

    const scheduled = await createTestApp({ config: { documentsJobIntervalSeconds: 1 } });
    try {
      const [giulia] = await scheduled.database.db
        .update(players)
        .set({ createdAt: new Date(Date.now() - 40 * DAY_MS) })
        .where(eq(players.username, 'giuliabianchi'))
        .returning();
      await expect
        .poll(
          async () =>
            (await scheduled.database.db.select().from(players).where(eq(players.id, giulia!.id)))[0]!
              .statoConto,
          { timeout: 5000, interval: 100 },
        )
        .toBe(6);
    } finally {
      await scheduled.close();
    }
  });
});

describe('account status: documents', () => {
  it('shows a provisional player the deadline, 30 days from opening, and the days left', async () => {
    const player = await createPlayer({ ageDays: 10 });
    const token = await tokenFor(player.username);
    const status = await statusOf(token);
    const deadline = new Date(player.createdAt.getTime() + 30 * DAY_MS);
    expect(status).toMatchObject({
      documentState: 1,
      documentsDeadline: deadline.toISOString(),
      documentsDaysLeft: 20,
      blockedReason: null,
      incompleteSeverity: 2,
    });
    const date = new Intl.DateTimeFormat('it-IT', {
      timeZone: 'Europe/Rome',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(deadline);
    expect(status.items.conto_provvisorio).toEqual({
      ok: false,
      description: 'Convalida del conto',
      error: `Il conto è provvisorio: invia i tuoi documenti per convalidarlo. Hai tempo fino al ${date} (ancora 20 giorni), poi il conto sarà bloccato.`,
    });
  });

  it('after an upload: documents being checked (3), no deadline, still provisional', async () => {
    const player = await createPlayer({ ageDays: 3 });
    const token = await tokenFor(player.username);
    await uploadOk(token, { name: 'fronte.png', type: 'image/png', content: PNG });
    const status = await statusOf(token);
    expect(status).toMatchObject({
      documentState: 3,
      documentsDeadline: null,
      documentsDaysLeft: null,
      statoConto: 1,
    });
    expect(status.items.conto_provvisorio).toMatchObject({
      ok: false,
      error: DOCUMENT_STATUS_TEXTS.provisionalPending,
    });
  });

  it('refused documents read as state 2 with their own text', async () => {
    const player = await createPlayer();
    const token = await tokenFor(player.username);
    const document = await uploadOk(token, { name: 'fronte.png', type: 'image/png', content: PNG });
    await t.database.db.update(playerDocuments).set({ status: 2 }).where(eq(playerDocuments.id, document.Id));
    const status = await statusOf(token);
    expect(status.documentState).toBe(2);
    expect(status.items.conto_provvisorio.error).toBe(DOCUMENT_STATUS_TEXTS.provisionalRefused);
    expect((await documentsOf(token))[0]!.Status).toBe(2);
  });

  it('a validated player has no deadline and documents in order', async () => {
    const player = await createPlayer({ statoConto: 2, userStatusOk: true, ageDays: 100 });
    const status = await statusOf(await tokenFor(player.username));
    expect(status).toMatchObject({ documentState: 0, documentsDeadline: null, documentsDaysLeft: null });
  });

  it('says why an account blocked by the rule is blocked', () => {
    const facts = {
      statoConto: 6,
      userStatusOk: false,
      esclusione: false,
      cambioPassword: false,
      termsAccepted: true,
      richiedereIsPep: false,
      confirmedMobile: true,
      playerConfirmed: true,
      lastMobileVerificationAt: null,
      lastEmailVerificationAt: null,
      email: 'a@example.it',
      cellulare: '+393330000000',
      createdAt: new Date(Date.now() - 40 * DAY_MS),
      blockedReason: 'documents-missing',
    };
    const settings = {
      verifyContactsModule: false,
      allSectionsDisabledModule: false,
      maxDaysFromLastVerification: 7,
      modalClosable: true,
    };
    const status = computeAccountStatus(facts, settings);
    expect(status.items.conto_bloccato).toEqual({
      ok: false,
      description: 'Blocco del conto',
      error:
        "Il conto è bloccato perché i documenti non sono stati inviati entro 30 giorni dall'apertura. Invia i documenti per chiederne la riattivazione.",
    });
    expect(status).toMatchObject({
      blockedReason: 'documents-missing',
      documentState: 1,
      incompleteSeverity: 2,
    });
    // A block for another reason keeps the usual words.
    const other = computeAccountStatus({ ...facts, blockedReason: null }, settings);
    expect(other.items.conto_bloccato.error).toBe("Il conto è bloccato. Contatta l'assistenza clienti.");
    expect(other.documentState).toBe(0);
  });
});

it('keeps the documents folder out of the web root (config)', async () => {
  const { loadConfig } = await import('../../config.ts');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cg-documents-config-'));
  try {
    const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'web') });
    expect(config.documentsDir).toBe(path.join(dataDir, 'documents'));
    expect(config.documentsJobIntervalSeconds).toBe(3600);
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir,
        WEB_DIST: path.join(dataDir, 'web'),
        DOCUMENTS_DIR: path.join(dataDir, 'web', 'doc'),
      }),
    ).toThrow(/DOCUMENTS_DIR/);
    expect(existsSync(path.join(dataDir, 'documents'))).toBe(false);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
