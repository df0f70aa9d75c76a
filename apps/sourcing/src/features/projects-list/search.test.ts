import { describe, expect, it } from 'vitest';
import { makeProject } from '../../test/fixtures';
import { matchesSearch } from './search';

describe('projects search', () => {
  const project = makeProject({ id: 12, name: 'Riverside Residency', location: 'Prahlad Nagar, Ahmedabad' });
  const match = (query: string) => matchesSearch(project, query, 'Project #12');

  it('matches the name, the location and Project #{id}, ignoring case', () => {
    expect(match('riverside')).toBe(true);
    expect(match('AHMEDABAD')).toBe(true);
    expect(match('project #12')).toBe(true);
    expect(match('#12')).toBe(true);
  });

  it('matches everything on a blank query and nothing on another text', () => {
    expect(match('  ')).toBe(true);
    expect(match('Surat')).toBe(false);
  });

  it('finds a project without a name by its number', () => {
    expect(matchesSearch(makeProject({ id: 7, name: null, location: 'Surat' }), 'project #7', 'Project #7')).toBe(true);
  });
});
