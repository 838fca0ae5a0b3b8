/**
 * CSV exports. A spreadsheet opens a cell starting with one of these as a formula; a leading apostrophe makes
 * it plain text (OWASP's advice against CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
