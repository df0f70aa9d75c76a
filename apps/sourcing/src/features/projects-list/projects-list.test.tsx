import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeProject, makeProjects } from '../../test/fixtures';
import { ProjectsList, type ProjectsListProps } from './projects-list';

function renderList(props: Partial<ProjectsListProps> = {}) {
  return render(
    <MemoryRouter>
      <ProjectsList projects={[]} isLoading={false} {...props} />
    </MemoryRouter>,
  );
}

const cardTitles = () => within(screen.getByRole('list')).getAllByRole('link').map((link) => link.textContent);

describe('/projects', () => {
  it('says Loading projects... while loading', () => {
    renderList({ projects: undefined, isLoading: true });
    expect(screen.getByText('Loading projects...')).toBeTruthy();
  });

  it('shows No Projects Yet with Create First Project to /sourcing/app', () => {
    renderList({ projects: [] });
    expect(screen.getByRole('heading', { name: 'No Projects Yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create First Project' }).getAttribute('href')).toBe('/sourcing/app');
    expect(screen.getByRole('link', { name: 'New Project' }).getAttribute('href')).toBe('/sourcing/app');
  });

  it('shows 12 projects a page with previous/next and a sliding window of at most 5 page buttons', async () => {
    renderList({ projects: makeProjects(100) });
    expect(screen.getByRole('heading', { name: 'All Projects' })).toBeTruthy();
    expect(screen.getByText('Showing 100 of 100 projects')).toBeTruthy();
    expect(cardTitles()).toHaveLength(12);
    expect(cardTitles()[0]).toBe('Project 100');
    const pager = screen.getByRole('navigation', { name: 'Project pages' });
    const pageButtons = () => within(pager).getAllByRole('button', { name: /^Page / }).map((b) => b.textContent);
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5']);
    expect(within(pager).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);

    await userEvent.click(within(pager).getByRole('button', { name: 'Page 5' }));
    expect(pageButtons()).toEqual(['3', '4', '5', '6', '7']);
    expect(cardTitles()[0]).toBe('Project 52');
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Page 6' }).getAttribute('aria-current')).toBe('page');
  });

  it('has no pager with one page', () => {
    renderList({ projects: makeProjects(12) });
    expect(screen.queryByRole('navigation', { name: 'Project pages' })).toBeNull();
  });

  it('searches name, Project #{id} and location, and goes back to page 1 when the search changes', async () => {
    const projects = [
      ...makeProjects(30),
      makeProject({ id: 77, name: null, location: 'Vesu, Surat' }),
    ];
    renderList({ projects });
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'project #77');
    expect(cardTitles()).toEqual(['Project #77']);
    expect(screen.getByText('Showing 1 of 31 projects')).toBeTruthy();

    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'project 1');
    // Project 1, 10–19: 11 matches on page 1 (the search sent the user back from page 3).
    expect(cardTitles()).toHaveLength(11);
  });

  it('shows No Results Found and Clear Search brings every project back', async () => {
    renderList({ projects: makeProjects(3) });
    await userEvent.type(screen.getByRole('searchbox'), 'Vadodara');
    expect(screen.getByRole('heading', { name: 'No Results Found' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(cardTitles()).toHaveLength(3);
  });

  it('shows a progress bar on an extracting card only', () => {
    renderList({
      projects: [
        makeProject({ id: 2, status: 'extracting', extraction_progress: { progress_percentage: 40, current_activity: 'x', materials_found: 2 } }),
        makeProject({ id: 1, status: 'ready', extraction_progress: { progress_percentage: 100, current_activity: 'x', materials_found: 2 } }),
      ],
    });
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
  });
});
