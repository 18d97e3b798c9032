import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /dev/site-config', () => {
  const change = (name: string, value: string) =>
    t.app.inject({ method: 'POST', url: '/dev/site-config', payload: { name, value } });

  it('switches a module or variable at once and answers the previous value, to put it back', async () => {
    const response = await change('Registration_Enabled', 'false');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Registration_Enabled', previous: 'true', value: 'false' });
    expect(await t.app.siteConfig.isOn('Registration_Enabled')).toBe(false);
    expect((await change('Registration_Enabled', 'true')).json().previous).toBe('false');
    expect(await t.app.siteConfig.isOn('Registration_Enabled')).toBe(true);
  });

  it('answers 404 for an unknown name', async () => {
    const response = await change('NoSuchModule', 'true');
    expect(response.statusCode).toBe(404);
    expect(response.json().ResponseCode).toBe(-404);
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({ config: { env: 'production' } });
    try {
      const response = await production.app.inject({
        method: 'POST',
        url: '/dev/site-config',
        payload: { name: 'Registration_Enabled', value: 'false' },
      });
      expect(response.statusCode).toBe(404);
      expect(await production.app.siteConfig.isOn('Registration_Enabled')).toBe(true);
    } finally {
      await production.close();
    }
  });
});
