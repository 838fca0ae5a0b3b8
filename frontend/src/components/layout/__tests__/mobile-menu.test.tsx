import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { treatmentMenu } from '../../../content/treatments';
import { loadLayoutDialogs, renderLayout } from '../../../testing/render-layout';

const hamburger = () => screen.getByRole('button', { name: 'Open menu' });
const menu = () => screen.getByRole('dialog', { name: 'Menu' });

/** Clicks and lets the menu's code (fetched the first time it opens) arrive. */
async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

async function openMenu() {
  renderLayout();
  act(() => hamburger().focus());
  await click(hamburger());
  return within(menu());
}

describe('MobileMenu', () => {
  beforeAll(loadLayoutDialogs);
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is closed at first and opens from the hamburger button, locking the page and taking focus', async () => {
    renderLayout();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false');
    await click(hamburger());
    expect(menu()).toBeVisible();
    expect(hamburger()).toHaveAttribute('aria-expanded', 'true');
    expect(document.body.style.overflow).toBe('hidden');
    expect(within(menu()).getByRole('button', { name: 'Close menu' })).toHaveFocus();
  });

  it('lists the pages, the three treatment groups and the booking button', async () => {
    const panel = await openMenu();
    for (const name of ['Wellness', 'Gallery', 'Blogs', 'Contact Us']) expect(panel.getByRole('link', { name })).toBeVisible();
    for (const name of ['Skin', 'Hair', 'Homeopathic']) expect(panel.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    expect(panel.getByRole('button', { name: 'Book appointment now' })).toBeVisible();
  });

  it('expands a group and its nested sub-group to reach a treatment', async () => {
    const panel = await openMenu();
    const hair = treatmentMenu.find((entry) => entry.category === 'hair')!;
    const group = hair.groups[0];
    expect(panel.queryByRole('button', { name: group.label })).not.toBeInTheDocument();
    fireEvent.click(panel.getByRole('button', { name: 'Hair' }));
    fireEvent.click(panel.getByRole('button', { name: group.label }));
    expect(panel.getByRole('button', { name: group.label })).toHaveAttribute('aria-expanded', 'true');
    expect(panel.getByRole('link', { name: group.treatments[0].title })).toHaveAttribute('href', `/service/${group.treatments[0].id}`);
  });

  it.each([
    ['the X', () => fireEvent.click(screen.getByRole('button', { name: 'Close menu' }))],
    ['the backdrop', () => fireEvent.click(menu().previousElementSibling!)],
    ['Escape', () => fireEvent.keyDown(document, { key: 'Escape' })],
  ])('closes on %s, unlocks the page and gives focus back to the hamburger button', async (_how, close) => {
    await openMenu();
    close();
    act(() => vi.advanceTimersByTime(250));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(hamburger()).toHaveFocus();
  });

  it('closes after navigating to a page', async () => {
    const panel = await openMenu();
    fireEvent.click(panel.getByRole('link', { name: 'Gallery' }));
    act(() => vi.advanceTimersByTime(250));
    expect(screen.getByTestId('path')).toHaveTextContent('/gallery');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('closes and opens the appointment dialog after Book appointment now', async () => {
    const panel = await openMenu();
    await click(panel.getByRole('button', { name: 'Book appointment now' }));
    act(() => vi.advanceTimersByTime(250));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Book an Appointment' })).toBeVisible();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps Tab inside the open menu', async () => {
    const panel = await openMenu();
    const links = panel.getAllByRole('link');
    const last = links[links.length - 1];
    act(() => last.focus());
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(panel.getByRole('button', { name: 'Close menu' })).toHaveFocus();
  });
});
