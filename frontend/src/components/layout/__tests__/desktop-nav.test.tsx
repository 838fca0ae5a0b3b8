import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { treatmentMenu } from '../../../content/treatments';
import { renderLayout } from '../../../testing/render-layout';

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));
const skin = () => mainNav().getByRole('button', { name: 'Skin' });
const skinGroups = treatmentMenu.find((menu) => menu.category === 'skin')!.groups;
const firstTreatment = skinGroups[0].treatments[0];

describe('DesktopNav', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lists the pages and the three treatment dropdowns in the spec’s order', () => {
    renderLayout();
    const names = mainNav()
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.parentElement?.tagName === 'NAV')
      .map((item) => item.firstElementChild?.textContent);
    expect(names).toEqual(['Home', 'About', 'Skin', 'Hair', 'Homeopathic', 'Gallery', 'Blogs', 'Contact']);
    expect(screen.getByRole('button', { name: 'BOOK APPOINTMENT' })).toBeInTheDocument();
  });

  it('opens a dropdown on hover and closes it 120 ms after the pointer leaves', () => {
    renderLayout();
    const item = skin().closest('li')!;
    fireEvent.mouseEnter(item);
    expect(skin()).toHaveAttribute('aria-expanded', 'true');
    expect(mainNav().getByRole('link', { name: firstTreatment.title })).toBeVisible();
    fireEvent.mouseLeave(item);
    act(() => vi.advanceTimersByTime(119));
    expect(skin()).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(skin()).toHaveAttribute('aria-expanded', 'false');
    expect(mainNav().queryByRole('link', { name: firstTreatment.title })).not.toBeInTheDocument();
  });

  it('stays open when the pointer comes back within 120 ms, and opens one dropdown at a time', () => {
    renderLayout();
    const item = skin().closest('li')!;
    fireEvent.mouseEnter(item);
    fireEvent.mouseLeave(item);
    act(() => vi.advanceTimersByTime(80));
    fireEvent.mouseEnter(item);
    act(() => vi.advanceTimersByTime(500));
    expect(skin()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseEnter(mainNav().getByRole('button', { name: 'Hair' }).closest('li')!);
    expect(skin()).toHaveAttribute('aria-expanded', 'false');
    expect(mainNav().getByRole('button', { name: 'Hair' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the treatments of the sub-group under the pointer in the flyout', () => {
    renderLayout();
    fireEvent.mouseEnter(skin().closest('li')!);
    const second = mainNav().getByRole('button', { name: skinGroups[1].label });
    fireEvent.mouseEnter(second.closest('li')!);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(mainNav().getByRole('link', { name: skinGroups[1].treatments[0].title })).toHaveAttribute(
      'href',
      `/service/${skinGroups[1].treatments[0].id}`,
    );
    expect(mainNav().queryByRole('link', { name: skinGroups[0].treatments[0].title })).not.toBeInTheDocument();
  });

  it.each(['Enter', ' ', 'ArrowDown'])('opens with %j on the keyboard and moves focus to the first sub-group', (key) => {
    renderLayout();
    skin().focus();
    fireEvent.keyDown(skin(), { key });
    expect(skin()).toHaveAttribute('aria-expanded', 'true');
    expect(mainNav().getByRole('button', { name: skinGroups[0].label })).toHaveFocus();
  });

  it('moves into a flyout with ArrowRight, back with ArrowLeft, and closes on Escape with focus back on the dropdown button', () => {
    renderLayout();
    skin().focus();
    fireEvent.keyDown(skin(), { key: 'Enter' });
    const group = mainNav().getByRole('button', { name: skinGroups[0].label });
    fireEvent.keyDown(group, { key: 'ArrowRight' });
    const firstLink = mainNav().getByRole('link', { name: skinGroups[0].treatments[0].title });
    expect(firstLink).toHaveFocus();
    fireEvent.keyDown(firstLink, { key: 'ArrowLeft' });
    expect(group).toHaveFocus();
    fireEvent.keyDown(group, { key: 'Escape' });
    expect(skin()).toHaveAttribute('aria-expanded', 'false');
    expect(skin()).toHaveFocus();
  });

  it('shows the flyout of the sub-group that Tab reaches, and closes when focus leaves the dropdown', () => {
    renderLayout();
    fireEvent.keyDown(skin(), { key: 'Enter' });
    const second = mainNav().getByRole('button', { name: skinGroups[1].label });
    act(() => second.focus());
    expect(mainNav().getByRole('link', { name: skinGroups[1].treatments[0].title })).toBeVisible();
    act(() => mainNav().getByRole('link', { name: 'Gallery' }).focus());
    expect(skin()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the open dropdown after a treatment is chosen', () => {
    renderLayout();
    fireEvent.mouseEnter(skin().closest('li')!);
    fireEvent.click(mainNav().getByRole('link', { name: firstTreatment.title }));
    expect(screen.getByTestId('path')).toHaveTextContent(`/service/${firstTreatment.id}`);
    expect(skin()).toHaveAttribute('aria-expanded', 'false');
  });
});
