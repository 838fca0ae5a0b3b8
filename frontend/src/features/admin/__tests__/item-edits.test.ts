import { describe, expect, it } from 'vitest';
import { removeAt, replaceAt, withOptional } from '../item-edits';

describe('the edits the dashboard’s forms make', () => {
  const questions = ['Does it hurt?', 'How many sessions?', 'Is there downtime?'];

  it('replace or remove one entry of a list, leaving the list as it was', () => {
    expect(replaceAt(questions, 1, 'How many sittings?')).toEqual(['Does it hurt?', 'How many sittings?', 'Is there downtime?']);
    expect(removeAt(questions, 0)).toEqual(['How many sessions?', 'Is there downtime?']);
    expect(questions).toHaveLength(3);
  });

  it('set an optional field, or leave it out when it is emptied', () => {
    const slide: { alt: string; button?: string } = { alt: 'The reception in Baner', button: 'Book an Appointment' };
    expect(withOptional(slide, 'button', 'Book a scalp check')).toEqual({ alt: 'The reception in Baner', button: 'Book a scalp check' });
    expect(withOptional(slide, 'button', '')).toEqual({ alt: 'The reception in Baner' });
    expect(withOptional(slide, 'button', undefined)).not.toHaveProperty('button');
  });
});
