import type { TProject } from '@app/sdk';

/**
 * The /projects search: a case-insensitive substring of the name, of 'Project #{id}' (so "#12"
 * and "project #1" find projects by number) or of the location. A blank query matches all.
 */
export function matchesSearch(project: Pick<TProject, 'id' | 'name' | 'location'>, query: string, fallbackTitle: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [project.name ?? '', fallbackTitle, project.location].some((text) => text.toLocaleLowerCase().includes(needle));
}
