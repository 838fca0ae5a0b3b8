import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SelectField, TextField } from '../field';

function Form() {
  const [name, setName] = useState('');
  const [concern, setConcern] = useState('');
  return (
    <form>
      <TextField id="name" label="Name" name="name" value={name} onChange={setName} />
      <SelectField
        id="concern"
        label="Concern"
        value={concern}
        onChange={setConcern}
        options={[
          { value: '', label: 'Select your concern' },
          { value: 'Facials', label: 'Facials' },
        ]}
      />
      <output>{`${name}|${concern}`}</output>
    </form>
  );
}

describe('a field typed into before the app started', () => {
  it('takes what the patient typed into the form’s state once the page hydrates', async () => {
    // The prerendered page, typed into before its scripts ran.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    container.querySelector<HTMLInputElement>('#name')!.value = 'Priya Deshmukh';
    container.querySelector<HTMLSelectElement>('#concern')!.value = 'Facials';

    render(<Form />, { container, hydrate: true });

    expect(await screen.findByText('Priya Deshmukh|Facials')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Priya Deshmukh');
  });

  it('changes nothing in a form drawn by the app itself', () => {
    render(<Form />);
    expect(screen.getByText('|')).toBeInTheDocument();
  });
});
