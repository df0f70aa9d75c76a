import { sdk } from '@app/shell';
import { ApiError, sourcingContract, type Client, type TMaterial, type TProject } from '@app/sdk';
import { queryOptions } from '@tanstack/react-query';

/** Largest page the list route serves; /projects pages on the client, so it reads them all. */
const LIST_PAGE_SIZE = 100;

/** Query keys of this app, in one place so mutations invalidate exactly what they change. */
export const sourcingKeys = {
  all: ['sourcing'] as const,
  allProjects: ['sourcing', 'projects', 'all'] as const,
  project: (id: number) => ['sourcing', 'project', id] as const,
  materials: (id: number) => ['sourcing', 'project', id, 'materials'] as const,
};

/** Every project of the user, newest first (reads page after page of 100). */
export const allProjectsQuery = (client: Client = sdk) =>
  queryOptions({
    queryKey: sourcingKeys.allProjects,
    queryFn: async ({ signal }): Promise<TProject[]> => {
      const projects: TProject[] = [];
      for (let page = 1; ; page++) {
        const answer = await client.call(sourcingContract.listProjects, { query: { page, page_size: LIST_PAGE_SIZE }, signal });
        projects.push(...answer.projects);
        if (answer.projects.length < LIST_PAGE_SIZE || projects.length >= answer.total) return projects;
      }
    },
  });

export const projectQuery = (id: number, client: Client = sdk) =>
  queryOptions({
    queryKey: sourcingKeys.project(id),
    queryFn: ({ signal }) => client.call(sourcingContract.getProject, { params: { id }, signal }),
  });

/** The spec: a failure to load materials is only logged and yields an empty list. */
export const materialsQuery = (id: number, client: Client = sdk) =>
  queryOptions({
    queryKey: sourcingKeys.materials(id),
    queryFn: async ({ signal }): Promise<TMaterial[]> => {
      try {
        return (await client.call(sourcingContract.listMaterials, { params: { id }, signal })).materials;
      } catch (error) {
        if (signal.aborted) throw error;
        console.warn('[sourcing] could not load materials', error);
        return [];
      }
    },
  });

/** True for the 404 of a project that does not exist or belongs to someone else. */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.code === 'not_found';

/**
 * The text of a failed call for a toast (spec: "server detail, else message, else ..."): the
 * body's `detail` when it is text, else its `message`, else the spec's fallback.
 */
export function failureText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status === 0) return fallback;
  const body = (error.body ?? {}) as { detail?: unknown; message?: unknown };
  if (typeof body.detail === 'string' && body.detail.trim()) return body.detail;
  if (typeof body.message === 'string' && body.message.trim()) return body.message;
  return fallback;
}
