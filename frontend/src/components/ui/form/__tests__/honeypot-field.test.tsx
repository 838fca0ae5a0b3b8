import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HoneypotField } from '../honeypot-field';

describe('HoneypotField', () => {
  it('is not announced by screen readers, yet stays in the form for bots to fill', () => {
    const { container } = render(
      <form method="post" aria-label="Request a call back">
        <HoneypotField value="" onChange={() => {}} />
      </form>,
    );
    // Assistive technology finds no field; only a search that includes hidden elements does.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Leave this field empty', hidden: true });
    expect(container.querySelector('input[name="website"]')).toBe(input);
    expect(input.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(input).toHaveAttribute('tabindex', '-1');
    expect(input).toHaveAttribute('autocomplete', 'off');
  });

  it('passes on what a bot types', () => {
    const onChange = vi.fn();
    const { container } = render(<HoneypotField value="" onChange={onChange} />);
    fireEvent.change(container.querySelector('input[name="website"]')!, { target: { value: 'http://spam.example' } });
    expect(onChange).toHaveBeenCalledWith('http://spam.example');
  });
});
