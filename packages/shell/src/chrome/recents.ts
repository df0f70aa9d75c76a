import type { TConversationSummary, TProject } from '@app/sdk';
import { projectTitle as defaultProjectTitle } from '@app/sdk/plain';

/** The Recents list shows at most 20 items (spec part 1, section 9). */
export const RECENTS_MAX = 20;

export interface RecentItem {
  /** Unique across both kinds: `chat:<uuid>` or `project:<id>`. */
  key: string;
  kind: 'chat' | 'project';
  title: string;
  href: string;
  /** ISO time of the last activity; the list is sorted on it, newest first. */
  time: string;
}

export interface RecentsTexts {
  /** Title of a chat with no title yet. */
  untitledChat?: string;
  /** Title of an unnamed project; the spec's 'Project #{id}' by default. */
  projectTitle?: (project: Pick<TProject, 'id' | 'name'>) => string;
}

export const chatHref = (id: string) => `/chat?conversation=${encodeURIComponent(id)}`;
export const projectHref = (id: number) => `/sourcing/project/${id}`;

/**
 * Chats and sourcing projects in one list, newest activity first (a chat's last question, a
 * project's last change), at most 20. Equal times keep chats before projects, stably.
 */
export function mergeRecents(
  conversations: readonly Pick<TConversationSummary, 'id' | 'title' | 'updated_at'>[],
  projects: readonly Pick<TProject, 'id' | 'name' | 'updated_at'>[],
  texts: RecentsTexts = {},
  max = RECENTS_MAX,
): RecentItem[] {
  const titleOf = texts.projectTitle ?? defaultProjectTitle;
  const items: RecentItem[] = [
    ...conversations.map((c) => ({
      key: `chat:${c.id}`,
      kind: 'chat' as const,
      title: c.title?.trim() || texts.untitledChat || 'Untitled chat',
      href: chatHref(c.id),
      time: c.updated_at,
    })),
    ...projects.map((p) => ({
      key: `project:${p.id}`,
      kind: 'project' as const,
      title: titleOf(p),
      href: projectHref(p.id),
      time: p.updated_at,
    })),
  ];
  const ms = (time: string) => Date.parse(time) || 0;
  return items.sort((a, b) => ms(b.time) - ms(a.time)).slice(0, max);
}
