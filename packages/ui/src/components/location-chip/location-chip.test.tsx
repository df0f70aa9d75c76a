import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../.storybook/i18n';
import { LocationChip } from './location-chip';

const chip = () => screen.getByRole('button', { expanded: false });

describe('LocationChip', () => {
  it("reads 'Detecting...' while the location loads", () => {
    render(<LocationChip loading city="Surat" />);
    expect(chip().textContent).toBe('Detecting...');
    expect(chip().getAttribute('aria-busy')).toBe('true');
  });

  it('shows the city, else the state, else India', () => {
    const { rerender } = render(<LocationChip city="Surat" state="Gujarat" />);
    expect(chip().textContent).toBe('Surat');
    rerender(<LocationChip city={null} state="Gujarat" />);
    expect(chip().textContent).toBe('Gujarat');
    rerender(<LocationChip city="  " state={null} />);
    expect(chip().textContent).toBe('India');
  });

  it('uses the translated fallback in Gujarati', async () => {
    await i18n.changeLanguage('gu');
    render(<LocationChip />);
    expect(chip().textContent).toBe('ભારત');
  });

  it('opens a dropdown explaining why the location is used, and closes it on Escape', async () => {
    const user = userEvent.setup();
    render(<LocationChip city="Vadodara" address="Alkapuri, Vadodara, Gujarat" />);
    await user.click(chip());
    const panel = screen.getByRole('region', { name: 'Your location' });
    expect(panel.textContent).toContain('Alkapuri, Vadodara, Gujarat');
    expect(panel.textContent).toContain('We use your location to show relevant vendors and services nearby.');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.activeElement).toBe(chip());
  });

  it('closes the dropdown on a click elsewhere', async () => {
    const user = userEvent.setup();
    render(
      <>
        <LocationChip city="Rajkot" />
        <p>Elsewhere</p>
      </>,
    );
    await user.click(chip());
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('offers Detect again when detection can be retried', async () => {
    const onRetry = vi.fn();
    const user = userEvent.setup();
    render(<LocationChip error="Location request timed out" onRetry={onRetry} />);
    await user.click(chip());
    expect(screen.getByRole('alert').textContent).toBe('Location request timed out');
    await user.click(screen.getByRole('button', { name: 'Detect again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
