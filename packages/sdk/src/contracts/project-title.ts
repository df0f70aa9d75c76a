/** The title of a project everywhere in the UI. */
export const projectTitle = (project: { id: number; name: string | null }): string =>
  project.name?.trim() ? project.name : `Project #${project.id}`;
