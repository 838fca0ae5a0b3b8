import { personKeyOf } from '../people.js';

describe('personKeyOf: what a search for a person looks for', () => {
  it('reads a phone in any written form as one number, and an e-mail without regard to case', () => {
    for (const written of ['98220 12345', '+91-98220-12345', '098220 12345', '0091 9822012345']) {
      expect(personKeyOf(written)).toEqual({ phone: '+919822012345' });
    }
    expect(personKeyOf('  Meera@Example.IN ')).toEqual({ email: 'meera@example.in' });
  });

  it('answers null for a name, a partial number or an address that is not one', () => {
    for (const text of ['Meera Joshi', '12345', 'meera@', '@example.in', 'a b@example.in', `${'a'.repeat(250)}@example.in`]) {
      expect(personKeyOf(text)).toBeNull();
    }
  });
});
