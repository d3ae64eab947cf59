// Loaded with `node --import` into the server the screenshot test starts: the
// demo campus dates its news, to-do items and service visits relative to the
// server's "now", so without this the pictures would change every day. Time
// still runs (the server measures durations and expiries); it only starts at
// SCREENS_NOW, the instant the browser's clock is frozen at too.
const start = Date.parse(process.env.SCREENS_NOW ?? '');
if (Number.isNaN(start)) throw new Error('screens-clock: SCREENS_NOW must be an ISO date-time');

const RealDate = Date;
const offset = start - RealDate.now();

class ShiftedDate extends RealDate {
  constructor(...args) {
    // Only "now" moves; a Date built from a given value keeps it.
    super(...(args.length === 0 ? [RealDate.now() + offset] : args));
  }

  static now() {
    return RealDate.now() + offset;
  }
}

globalThis.Date = ShiftedDate;
