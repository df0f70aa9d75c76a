import type { BadgeTone } from '@app/ui';
import type { TProject } from '@app/sdk';

/** Statuses after which the extraction progress bar is no longer shown (spec part 2). */
const FINISHED_STATUSES: readonly string[] = ['ready', 'extraction_failed'];

/** The progress percentage to show on a card, or null when the card shows no bar. */
export function cardProgress(project: Pick<TProject, 'status' | 'extraction_progress'>): number | null {
  if (!project.extraction_progress || FINISHED_STATUSES.includes(project.status)) return null;
  return project.extraction_progress.progress_percentage;
}

/** The badge colour of a status; the label always says the status too. */
export function statusTone(status: string): BadgeTone {
  if (status === 'ready') return 'success';
  if (status === 'extraction_failed') return 'danger';
  if (status === 'project_created') return 'neutral';
  return 'info';
}
