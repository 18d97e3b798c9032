import { afterEach, describe, expect, it } from 'vitest';
import { takeAppTokenFromUrl } from './check-auth';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('takeAppTokenFromUrl', () => {
  it("strips the app shell's token from the address", () => {
    window.history.replaceState(null, '', '/account?token=app-1&elToken=el-1&x=1');
    takeAppTokenFromUrl();
    expect(window.location.search).toBe('?x=1');
  });

  it("leaves PayPal's token on the deposit result page: it is the payment id", () => {
    const url = '/account/ricarica/results/success?token=SBX-7&PayerID=P1&payment_type=paypal';
    window.history.replaceState(null, '', url);
    takeAppTokenFromUrl();
    expect(`${window.location.pathname}${window.location.search}`).toBe(url);
  });
});
