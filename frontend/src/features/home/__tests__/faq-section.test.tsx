import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeFaq } from '../../../content/faq';
import { FaqSection } from '../components/faq-section';

const question = (index: number) => screen.getByRole('button', { name: homeFaq.items[index].question });
const answerShown = (index: number) => screen.queryByText(homeFaq.items[index].answer) !== null && screen.getByText(homeFaq.items[index].answer).closest('[hidden]') === null;

describe('FaqSection', () => {
  it('lists five questions with the first answer open', () => {
    render(<FaqSection />);
    expect(screen.getAllByRole('button')).toHaveLength(5);
    expect(question(0)).toHaveAttribute('aria-expanded', 'true');
    expect(answerShown(0)).toBe(true);
    for (const index of [1, 2, 3, 4]) expect(answerShown(index)).toBe(false);
  });

  it('opens one answer at a time', () => {
    render(<FaqSection />);
    fireEvent.click(question(2));
    expect(answerShown(2)).toBe(true);
    expect(answerShown(0)).toBe(false);
    expect(question(0)).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the open answer when its question is clicked again', () => {
    render(<FaqSection />);
    fireEvent.click(question(0));
    expect(answerShown(0)).toBe(false);
    expect(screen.getAllByRole('button').every((button) => button.getAttribute('aria-expanded') === 'false')).toBe(true);
  });
});
