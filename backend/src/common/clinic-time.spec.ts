import { addDays, appointmentDateProblem, clinicDate, clinicDateTime } from './clinic-time';

describe('clinic time', () => {
  const KOLKATA = 'Asia/Kolkata';

  it("reads the date at the clinic, not the server's", () => {
    // 20:00 UTC is 01:30 the next day in Pune.
    expect(clinicDate(KOLKATA, new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-23');
    expect(clinicDate('UTC', new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-22');
    expect(clinicDateTime(KOLKATA, new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-23 01:30');
  });

  it('moves dates across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  describe(appointmentDateProblem.name, () => {
    const now = new Date('2026-11-22T20:00:00Z'); // 2026-11-23 in Pune

    it("accepts the clinic's today, yesterday (visitors abroad) and any later date, as the form does", () => {
      for (const date of ['2026-11-22', '2026-11-23', '2026-12-01', '2027-11-24', '2030-01-01', '9999-12-31']) {
        expect(appointmentDateProblem(date, KOLKATA, now)).toBeNull();
      }
    });

    it("refuses earlier dates with the form's message", () => {
      expect(appointmentDateProblem('2026-11-21', KOLKATA, now)).toBe('Choose today or a later date');
      expect(appointmentDateProblem('2000-01-01', KOLKATA, now)).toBe('Choose today or a later date');
    });
  });
});
