import { backupFileName, backupsToKeep, dailyBackupTime, nextDailyBackup, pruned } from './retention';

const at = (iso: string) => new Date(iso);

describe('which daily backups are kept', () => {
  it('keeps the newest of each of the last 7 days and of each of the last 4 weeks', () => {
    // One backup a day at 21:00 UTC (02:30 in Pune) for 60 days, ending Thursday 2026-11-26.
    const stamps = Array.from({ length: 60 }, (_, day) => at(`2026-11-26T21:00:00Z`).getTime() - day * 86_400_000).map((time) => new Date(time));
    const kept = [...backupsToKeep(stamps)].sort((a, b) => b - a).map((time) => new Date(time).toISOString().slice(0, 10));
    expect(kept).toEqual([
      // the last 7 days
      '2026-11-26', '2026-11-25', '2026-11-24', '2026-11-23', '2026-11-22', '2026-11-21', '2026-11-20',
      // the newest of the weeks before (Sundays): the current week's newest is already kept
      '2026-11-15', '2026-11-08',
    ].filter((day, index, all) => all.indexOf(day) === index));
  });

  it('keeps the newest of a day with several backups, and everything when there are few', () => {
    const stamps = [at('2026-11-26T09:00:00Z'), at('2026-11-26T21:00:00Z'), at('2026-11-25T21:00:00Z')];
    expect([...backupsToKeep(stamps)].sort()).toEqual([at('2026-11-25T21:00:00Z').getTime(), at('2026-11-26T21:00:00Z').getTime()].sort());
  });

  it('names daily backups so that only they are ever pruned', () => {
    const taken = at('2026-11-26T21:00:05.123Z');
    expect(backupFileName(taken)).toBe('clinic-20261126T210005Z.backup.age');
    expect(backupFileName(taken, true)).toBe('clinic-daily-20261126T210005Z.backup.age');
    expect(dailyBackupTime(backupFileName(taken, true))?.toISOString()).toBe('2026-11-26T21:00:05.000Z');
    expect(dailyBackupTime(backupFileName(taken))).toBeUndefined();
    expect(dailyBackupTime('notes.txt')).toBeUndefined();
  });

  it('prunes only the daily backups past the retention, never one taken by hand', () => {
    const names = Array.from({ length: 20 }, (_, day) => backupFileName(new Date(Date.UTC(2026, 10, 26 - day, 21)), true));
    const byHand = backupFileName(new Date(Date.UTC(2026, 9, 1, 9)));
    const gone = pruned([...names, byHand, 'notes.txt']);
    expect(gone).not.toContain(byHand);
    expect(gone).not.toContain('notes.txt');
    // 20 days back from Thursday the 26th: 7 days kept, then the Sundays 15th and 8th.
    expect(names.length - gone.length).toBe(9);
  });

  it('runs the daily backup at the next 02:30 in Pune', () => {
    expect(nextDailyBackup('02:30', 'Asia/Kolkata', new Date('2026-11-26T20:00:00Z')).toISOString()).toBe('2026-11-26T21:00:00.000Z');
    expect(nextDailyBackup('02:30', 'Asia/Kolkata', new Date('2026-11-26T21:00:00Z')).toISOString()).toBe('2026-11-27T21:00:00.000Z');
    expect(nextDailyBackup('02:30', 'Asia/Kolkata', new Date('2026-11-26T10:00:00Z')).toISOString()).toBe('2026-11-26T21:00:00.000Z');
  });
});
