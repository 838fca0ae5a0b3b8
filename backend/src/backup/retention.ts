import { addDays, clinicDate, clinicInstant } from '../common/clinic-time';

/**
 * Which of the daily backups to keep: the newest of each of the last `daily` days that have one,
 * and the newest of each of the last `weekly` weeks (ISO weeks, Monday first) that have one.
 * `stamps` are the backups' UTC times; the answer is the set of those kept.
 */
export function backupsToKeep(stamps: Date[], daily = 7, weekly = 4): Set<number> {
  const newestFirst = [...stamps].map((stamp) => stamp.getTime()).sort((a, b) => b - a);
  const keep = new Set<number>();
  const pick = (periodOf: (time: number) => string, count: number) => {
    const seen = new Set<string>();
    for (const time of newestFirst) {
      const period = periodOf(time);
      if (seen.has(period)) continue;
      if (seen.size === count) break;
      seen.add(period);
      keep.add(time);
    }
  };
  pick((time) => new Date(time).toISOString().slice(0, 10), daily);
  pick(weekOf, weekly);
  return keep;
}

/** The Monday (UTC date) of the ISO week `time` falls in. */
function weekOf(time: number): string {
  const day = new Date(time);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() - sinceMonday)).toISOString().slice(0, 10);
}

/** A backup's file name: clinic[-daily]-YYYYMMDDTHHMMSSZ.backup.age. */
export function backupFileName(at: Date, daily = false): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  return `clinic-${daily ? 'daily-' : ''}${stamp}.backup.age`;
}

/** The time in a daily backup's name, or undefined for any other file. */
export function dailyBackupTime(name: string): Date | undefined {
  const match = /^clinic-daily-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.backup\.age$/.exec(name);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s));
}

/** The daily backups among `names` (file names) the retention does not keep; other files are never named. */
export function pruned(names: string[]): string[] {
  const times = new Map(names.map((name) => [name, dailyBackupTime(name)] as const).filter((entry): entry is readonly [string, Date] => entry[1] !== undefined));
  const keep = backupsToKeep([...times.values()]);
  return [...times].filter(([, at]) => !keep.has(at.getTime())).map(([name]) => name);
}

/** The next time the clock at the clinic shows `time` (HH:MM), after `now`. */
export function nextDailyBackup(time: string, timeZone: string, now = new Date()): Date {
  const today = clinicDate(timeZone, now);
  const at = clinicInstant(today, time, timeZone);
  return at > now ? at : clinicInstant(addDays(today, 1), time, timeZone);
}
