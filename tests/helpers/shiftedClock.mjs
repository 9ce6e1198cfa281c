// Loaded with `node --import` by tests that need a server process to live at another time
// (SHIFTED_CLOCK, an ISO instant): Date starts there and runs at the real pace. Timers are
// untouched. Never loaded by the site itself.
const start = Date.parse(process.env.SHIFTED_CLOCK ?? '');
if (Number.isNaN(start)) throw new Error('SHIFTED_CLOCK must be an ISO instant');
const RealDate = Date;
const offset = start - RealDate.now();

class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...args);
  }
  static now() {
    return RealDate.now() + offset;
  }
}
globalThis.Date = ShiftedDate;
