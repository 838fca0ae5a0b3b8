import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast, ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it } from 'vitest';
import { notify, showToastHost, toastContainerProps } from '../toast';

/** A container with the host's settings, removed after each test (the host itself stays for the page's life). */
function showHost() {
  render(<ToastContainer {...toastContainerProps} />);
}

/** The toast showing `message`, and its timer bar (react-toastify closes the toast when the bar's animation ends). */
async function shownToast(message: string) {
  const text = await screen.findByText(message);
  const element = text.closest<HTMLElement>('.Toastify__toast')!;
  const timer = element.querySelector<HTMLElement>('[role="progressbar"]')!;
  // The timer starts once the toast has finished sliding in.
  fireEvent.animationEnd(element);
  return { element, timer };
}

describe('the toast host', () => {
  afterEach(() => {
    act(() => toast.dismiss());
  });

  it('shows toasts at the top right', async () => {
    showHost();
    act(() => {
      toast('Welcome back');
    });
    const { element } = await shownToast('Welcome back');
    expect(element.closest('.Toastify__toast-container')).toHaveClass('Toastify__toast-container--top-right');
  });

  it('keeps a success toast 2 s, and an error or a plain toast 4 s', async () => {
    showHost();
    act(() => {
      notify.success('Password updated successfully');
      notify.error('Update failed');
      toast('Link copied');
      toast.error('Copy failed');
    });
    expect((await shownToast('Password updated successfully')).timer.style.animationDuration).toBe('2000ms');
    expect((await shownToast('Update failed')).timer.style.animationDuration).toBe('4000ms');
    // Without a duration of their own, a plain and an error toast get the container's 4 s.
    expect((await shownToast('Link copied')).timer.style.animationDuration).toBe('4000ms');
    expect((await shownToast('Copy failed')).timer.style.animationDuration).toBe('4000ms');
  });

  it('pauses the timer while the pointer is over the toast', async () => {
    showHost();
    act(() => {
      toast('News article added successfully');
    });
    const { element, timer } = await shownToast('News article added successfully');
    expect(timer.style.animationPlayState).toBe('running');
    fireEvent.mouseEnter(element);
    expect(timer.style.animationPlayState).toBe('paused');
    fireEvent.mouseLeave(element);
    expect(timer.style.animationPlayState).toBe('running');
  });

  it('shows at most 20 toasts at once; the rest wait', async () => {
    showHost();
    act(() => {
      for (let number = 1; number <= 25; number += 1) toast(`Notice ${number}`);
    });
    await screen.findByText('Notice 20');
    expect(document.querySelectorAll('.Toastify__toast')).toHaveLength(20);
    expect(screen.queryByText('Notice 21')).not.toBeInTheDocument();
  });

  // Last: the host stays on the page once shown.
  it('is not on the page until something shows a toast, and then once', async () => {
    expect(document.querySelector('.Toastify')).toBeNull();
    act(() => {
      notify.success('Link copied');
    });
    await screen.findByText('Link copied');
    act(() => showToastHost());
    expect(document.querySelectorAll('.Toastify')).toHaveLength(1);
  });
});
