import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './seed/demo-players.ts';
import { createTestApp, login, type TestApp } from './testing/app.ts';

function fakeWebDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'cg-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="it"><head><title>Conto Gioco</title></head><body><div id="root"></div></body></html>',
  );
  const js = 'console.log("conto gioco");'.repeat(50);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), js);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(js));
  return dist;
}

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  const stream = new Writable({ write: (chunk, _enc, done) => (logLines.push(String(chunk)), done()) });
  t = await createTestApp({
    config: { webDist: fakeWebDist(), logLevel: 'info' },
    logStream: stream,
    extraRoutes: (app) =>
      app.get('/api/test/explode', async () => {
        throw new Error('secret internal detail at db.ts:42');
      }),
  });
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports the database as reachable', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'up' });
  });
});

describe('OpenAPI document', () => {
  it('lists the calls of the foundation with the spec methods and paths', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.paths['/api/Account/LoginUser2FA'].post).toBeDefined();
    for (const call of ['CheckAuth', 'LogoutUser', 'RefreshToken', 'GetSaldo', 'EL_RefreshBalance'])
      expect(doc.paths[`/api/Account/${call}`].get).toBeDefined();
    expect(doc.paths['/api/Environment/GetSiteModule'].get.parameters[0].name).toBe('siteModule');
    expect(
      doc.paths['/api/Account/LoginUser2FA'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('twofactorCode');
  });

  it('serves the Swagger UI at /api/docs', async () => {
    const response = await t.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(response.statusCode);
  });
});

describe('errors', () => {
  it('answers an unknown api path with 404 JSON', async () => {
    const response = await t.app.inject({ url: '/api/Account/NonEsiste' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      ResponseCode: -404,
      ResponseMessage: 'Risorsa non trovata',
      ResponseData: null,
    });
  });

  it('never sends a stack trace or an internal message to the client', async () => {
    const response = await t.app.inject({ url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      ResponseCode: -500,
      ResponseMessage: 'Si è verificato un errore. Riprova più tardi.',
      ResponseData: null,
    });
    expect(response.body).not.toContain('db.ts');
  });
});

describe('web app serving', () => {
  it('serves index.html with a strict Content-Security-Policy and security headers', async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('writes the public site modules into index.html as a JSON data block, safely escaped', async () => {
    await t.app.siteConfig.set('MessagingGroupLink', '</script><script>alert(1)</script>');
    const body = (await t.app.inject({ url: '/account/login' })).body;
    const block = body.match(/<script id="site-modules" type="application\/json">(.*?)<\/script><\/head>/);
    expect(block).not.toBeNull();
    const modules = JSON.parse(block![1]!);
    expect(modules).toMatchObject({
      SiteName: 'Conto Gioco',
      GetVIPOk: 'true',
      ConsentiSoloPrelievo: 'false',
    });
    expect(modules.MessagingGroupLink).toBe('</script><script>alert(1)</script>');
    expect(body).not.toContain('<script>alert(1)');
    await t.app.siteConfig.set('MessagingGroupLink', '');
  });

  it('falls back to index.html for client routes', async () => {
    for (const url of ['/account/login', '/account', '/una/pagina/che/non/esiste?x=1']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets pre-compressed with immutable caching', async () => {
    const response = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for a missing file instead of the app', async () => {
    expect((await t.app.inject({ url: '/assets/nope-123.js' })).statusCode).toBe(404);
  });
});

describe('logs', () => {
  it('hold no credentials, tokens or personal data', async () => {
    const body = await login(t.app, 'mariorossi', DEMO_PASSWORD);
    const token = body.ResponseData.Token;
    await t.app.inject({ url: `/api/Account/CheckAuth?token=${token}` });
    await t.app.inject({ url: '/api/Account/GetSaldo', headers: { authorization: `Bearer ${token}` } });
    // The PayPal return names the payer: on the result page and in its confirmation call.
    const payer = 'payerEmail=pagatore%40example.it&PayerID=SBXP000000001';
    await t.app.inject({ url: `/account/ricarica/results/success?token=SBX-1&${payer}&payment_type=paypal` });
    await t.app.inject({ url: `/api/payment/paypal?token=SBX-1&${payer}` });
    const all = logLines.join('\n');
    expect(all).toContain('/api/payment/paypal?token=[redacted]&payerEmail=[redacted]&PayerID=');
    expect(all).not.toContain('pagatore');
    expect(all).toContain('/api/Account/CheckAuth?token=[redacted]');
    for (const secret of [token, DEMO_PASSWORD, 'mariorossi', 'mario.rossi@example.it', '127.0.0.1'])
      expect(all).not.toContain(secret);
  });
});
