import { atom, useAtom } from 'jotai';
import { shellStore } from '../session/session-atoms';

/** localStorage key remembering the collapsed sidebar across pages and apps. */
export const SIDEBAR_COLLAPSED_KEY = 'sidebar-collapsed';

export function readCollapsed(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function saveCollapsed(collapsed: boolean) {
  try {
    localStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(collapsed));
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}

// Null until someone sets it: the remembered choice is read on first use, not at import.
const chosenAtom = atom<boolean | null>(null);

/**
 * Whether the chrome's sidebar is collapsed (wide screens). Apps may set it, e.g. the chat
 * collapses it when the document viewer opens (spec part 1, "Document viewer"); such a change
 * is not remembered — only the user's own toggle in the sidebar is saved.
 */
export const sidebarCollapsedAtom = atom(
  (get) => get(chosenAtom) ?? readCollapsed(),
  (_get, set, collapsed: boolean) => set(chosenAtom, collapsed),
);

/** `[collapsed, setCollapsed]` of the chrome's sidebar, in the page's shell store. */
export function useSidebarCollapsed(): [boolean, (collapsed: boolean) => void] {
  return useAtom(sidebarCollapsedAtom, { store: shellStore });
}
