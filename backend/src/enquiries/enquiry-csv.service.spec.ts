import { neutraliseFormula } from './enquiry-csv.service';

describe(neutraliseFormula.name, () => {
  it.each(['=HYPERLINK("http://x")', '+91 98765 43210', '-2+3', '@SUM(A1)', '\tTAB', '\rCR'])(
    'makes %j plain text for a spreadsheet',
    (value) => {
      expect(neutraliseFormula(value)).toBe(`'${value}`);
    },
  );

  it.each(['Priya Sharma', 'a=b', '', ' =1', 'priya@example.in'])('leaves %j as it is', (value) => {
    expect(neutraliseFormula(value)).toBe(value);
  });
});
