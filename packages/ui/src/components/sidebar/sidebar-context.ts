import { createContext, useContext } from 'react';

/** Lets SidebarItem know whether the sidebar is collapsed (to show its label as a tooltip). */
export const SidebarContext = createContext<{ collapsed: boolean }>({ collapsed: false });

export const useSidebar = () => useContext(SidebarContext);
