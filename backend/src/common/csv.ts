import { stringify } from 'csv-stringify';
import { Readable } from 'node:stream';

/**
 * CSV exports. A spreadsheet opens a cell starting with one of these as a formula; a leading apostrophe makes
 * it plain text (OWASP's advice against CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export interface CsvColumn {
  key: string;
  header: string;
}

/**
 * Rows (read a batch at a time by the caller) as a CSV file for a spreadsheet: a byte-order mark so
 * it reads the file as UTF-8 (names in any script), fields with semicolons quoted (European
 * locales split on them), no cell a formula, yes/no for booleans. A failure while reading ends the
 * file with that error rather than leaving it open.
 */
export function csvStream(rows: AsyncIterable<Record<string, unknown>>, columns: CsvColumn[]): Readable {
  const source = Readable.from(rows);
  const csv = stringify({
    header: true,
    columns,
    bom: true,
    quoted_match: ';',
    cast: {
      string: neutraliseFormula,
      boolean: (value) => (value ? 'yes' : 'no'),
    },
  });
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
