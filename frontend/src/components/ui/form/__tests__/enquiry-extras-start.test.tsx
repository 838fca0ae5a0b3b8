import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useEnquiryExtras } from '../use-enquiry-extras';

function Form() {
  const { extras } = useEnquiryExtras();
  const [startedAt, setStartedAt] = useState<number | null>(null);
  return (
    <form>
      <button type="button" onClick={async () => setStartedAt((await extras()).startedAt)}>
        Check
      </button>
      <output>{startedAt === null ? 'none' : String(startedAt)}</output>
    </form>
  );
}

const startTimeOf = async () => {
  await act(async () => screen.getByRole('button', { name: 'Check' }).click());
  return Number(screen.getByRole('status').textContent);
};

describe('when a form was first shown', () => {
  it('is when the page opened for a form that came in its HTML (a patient may type into it before the app starts)', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    render(<Form />, { container, hydrate: true });
    expect(await startTimeOf()).toBe(Math.round(performance.timeOrigin));
  });

  it('is when the app drew it, for a form the app draws itself', async () => {
    const before = Date.now();
    render(<Form />);
    const startedAt = await startTimeOf();
    expect(startedAt).toBeGreaterThanOrEqual(before);
    expect(startedAt).toBeLessThanOrEqual(Date.now());
  });
});
