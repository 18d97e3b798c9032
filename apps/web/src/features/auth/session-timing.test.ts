import { describe, expect, it } from 'vitest';
import { sessionTiming } from './session-timing';

describe('sessionTiming', () => {
  it("is the spec's 1200 / 600 / 300 / 15 s without site variables", () => {
    expect(sessionTiming()).toEqual({
      idleSeconds: 1200,
      countdownSeconds: 600,
      pingSeconds: 300,
      warningSeconds: 15,
    });
  });

  it('takes whole positive seconds from the site variables and ignores anything else', () => {
    expect(
      sessionTiming({
        Session_IdleSeconds: '900',
        Session_CountdownSeconds: 'abc',
        Session_PingSeconds: '-5',
        Session_WarningSeconds: '10.5',
      }),
    ).toEqual({ idleSeconds: 900, countdownSeconds: 600, pingSeconds: 300, warningSeconds: 15 });
  });

  it('keeps the ping faster than the idle time and the warning within the countdown', () => {
    expect(
      sessionTiming({
        Session_IdleSeconds: '200',
        Session_CountdownSeconds: '10',
        Session_PingSeconds: '300',
      }),
    ).toEqual({ idleSeconds: 200, countdownSeconds: 10, pingSeconds: 100, warningSeconds: 10 });
  });
});
