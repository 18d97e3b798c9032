import { fromRomeWallClock, romeWallClock } from '@conto-gioco/shared/rome-time';

export type Window = { start: Date; end: Date };

/**
 * The window of `hours` holding an instant, aligned on Rome's midnight: [start, end) on Rome's
 * clocks, so 1 hour shorter or longer across a change of time. The ranking and VIP jobs credit
 * play by 12-hour windows.
 */
export function romeWindowOf(at: Date, hours: number): Window {
  const clock = romeWallClock(at);
  const hour = clock.hour - (clock.hour % hours);
  const start = fromRomeWallClock({ ...clock, hour, minute: 0, second: 0 });
  const end = fromRomeWallClock({ ...clock, hour: hour + hours, minute: 0, second: 0 });
  return { start, end };
}

const HOUR_MS = 3_600_000;

/**
 * For a job that processes windows in order (ranking, VIP): each call answers a window of its own,
 * later than any answered before (an earlier one would be processed already), a time inside it
 * and the job's clock just after it closed.
 */
export function windowSequence(windowOf: (at: Date) => Window) {
  let taken = 1;
  return () => {
    let window = windowOf(new Date());
    for (let k = 0; k < taken; k++) window = windowOf(window.end);
    taken++;
    return {
      ...window,
      inside: new Date(window.start.getTime() + HOUR_MS),
      after: new Date(window.end.getTime() + 1),
    };
  };
}
