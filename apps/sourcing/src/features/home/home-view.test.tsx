import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HomeView } from './home-view';

const renderHome = (userName: string | null) =>
  render(
    <MemoryRouter>
      <HomeView userName={userName} projects={[]} total={0} isLoading={false} />
    </MemoryRouter>,
  );

describe('/home', () => {
  it('welcomes the user back by name', () => {
    renderHome('Asha Mehta');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Asha Mehta' })).toBeTruthy();
  });

  it('says Welcome back when the name is unknown', () => {
    renderHome(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
  });

  it('links the Urban Planning Assistant to /chat and the Sourcing Assistant to /sourcing/app', () => {
    renderHome('Asha');
    expect(screen.getByRole('link', { name: 'Urban Planning Assistant' }).getAttribute('href')).toBe('/chat');
    expect(screen.getByRole('link', { name: 'Sourcing Assistant' }).getAttribute('href')).toBe('/sourcing/app');
  });

  it('shows the Recent Projects section', () => {
    renderHome('Asha');
    expect(screen.getByRole('heading', { name: 'Recent Projects' })).toBeTruthy();
  });
});
