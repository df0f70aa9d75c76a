import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeProject, makeProjects } from '../../test/fixtures';
import { ProjectCarousel, type ProjectCarouselProps } from './project-carousel';

function renderCarousel(props: Partial<ProjectCarouselProps> = {}) {
  return render(
    <MemoryRouter>
      <ProjectCarousel projects={[]} total={0} isLoading={false} {...props} />
    </MemoryRouter>,
  );
}

describe('Recent Projects carousel', () => {
  it('shows three skeleton cards while loading', () => {
    renderCarousel({ projects: undefined, isLoading: true });
    expect(screen.getAllByTestId('project-card-skeleton')).toHaveLength(3);
    expect(screen.getByRole('list', { name: 'Loading projects' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('No projects yet')).toBeNull();
  });

  it('shows the empty state with a Start Sourcing Project link to /sourcing/app', () => {
    renderCarousel({ projects: [], total: 0 });
    expect(screen.getByRole('heading', { name: 'No projects yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Sourcing Project' }).getAttribute('href')).toBe('/sourcing/app');
    expect(screen.queryByTestId('project-card-skeleton')).toBeNull();
  });

  it('offers View All only when there are more than 3 projects', () => {
    const { unmount } = renderCarousel({ projects: makeProjects(3), total: 3 });
    expect(screen.queryByRole('link', { name: /View All/ })).toBeNull();
    unmount();
    renderCarousel({ projects: makeProjects(4), total: 27 });
    expect(screen.getByRole('link', { name: 'View All (27)' }).getAttribute('href')).toBe('/projects');
  });

  it('shows one card per project, newest first as given', () => {
    renderCarousel({ projects: makeProjects(5), total: 5 });
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(5);
    expect(within(cards[0]!).getByRole('heading').textContent).toBe('Project 5');
  });

  it('titles an unnamed project Project #{id} and links the card to its page', () => {
    renderCarousel({ projects: [makeProject({ id: 7, name: null })], total: 1 });
    expect(screen.getByRole('link', { name: 'Project #7' }).getAttribute('href')).toBe('/sourcing/project/7');
  });

  it('shows location, status label, materials count and created date on a card', () => {
    renderCarousel({ projects: [makeProject({ status: 'project_created', materials_count: 1 })], total: 1 });
    const card = screen.getByRole('article');
    expect(within(card).getByText('Prahlad Nagar, Ahmedabad, Gujarat')).toBeTruthy();
    expect(within(card).getByText('Created')).toBeTruthy();
    expect(within(card).getByText('1 material')).toBeTruthy();
    expect(within(card).getByText('Created 5 Mar 2026')).toBeTruthy();
  });

  it('shows the raw value of a status it does not know', () => {
    renderCarousel({ projects: [makeProject({ status: 'archived' as never })], total: 1 });
    expect(screen.getByText('archived')).toBeTruthy();
  });

  it('shows extraction progress while a run is under way, not once the project is ready or failed', () => {
    const progress = { progress_percentage: 45, current_activity: 'Reading BOQ', materials_found: 2 };
    renderCarousel({
      projects: [
        makeProject({ id: 3, status: 'extracting', extraction_progress: progress }),
        makeProject({ id: 2, status: 'ready', extraction_progress: { ...progress, progress_percentage: 100 } }),
        makeProject({ id: 1, status: 'extraction_failed', extraction_progress: progress }),
      ],
      total: 3,
    });
    const bars = screen.getAllByRole('progressbar');
    expect(bars).toHaveLength(1);
    expect(bars[0]?.getAttribute('aria-valuenow')).toBe('45');
    expect(screen.getByText('Extracting materials: 45%')).toBeTruthy();
  });

  it('says when the projects could not be loaded and retries on Try Again', async () => {
    const onRetry = vi.fn();
    renderCarousel({ projects: undefined, isError: true, onRetry });
    expect(screen.getByRole('alert').textContent).toContain('Could not load your projects.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
