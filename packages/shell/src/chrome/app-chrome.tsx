import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { ChromeSidebar } from './chrome-sidebar';
import { ChromeTopBar } from './chrome-top-bar';
import { saveCollapsed, useSidebarCollapsed } from './sidebar-state';
import './app-chrome.css';

export { SIDEBAR_COLLAPSED_KEY } from './sidebar-state';

const OpenSidebarContext = createContext<(() => void) | undefined>(undefined);

/** Opens the chrome's sidebar drawer (under 768 px): for a page that draws its own top bar. */
export function useOpenSidebar(): (() => void) | undefined {
  return useContext(OpenSidebarContext);
}

export interface AppChromeProps {
  children: ReactNode;
  /**
   * The page draws its own top bar instead of the shared one (the chat's bar has its own
   * language cycle, chip and menu; two bars would repeat them). It opens the drawer through
   * `useOpenSidebar`.
   */
  ownTopBar?: boolean;
  /**
   * The page takes exactly the height left under the top bar (if any) and scrolls inside itself,
   * like the chat. The chrome then is one viewport tall, so no page sizes itself by guessing the
   * bar's height (which left a blank strip when there was no bar).
   */
  fill?: boolean;
}

/**
 * The frame of every signed-in screen: sidebar (260 px, 60 px collapsed, 280 px drawer under
 * 768 px) and top bar around the page. Render it inside the app's router and RequireAuth.
 */
export function AppChrome({ children, ownTopBar = false, fill = false }: AppChromeProps) {
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const [mobileOpen, setMobileOpen] = useState(false);
  const openSidebar = useCallback(() => setMobileOpen(true), []);

  return (
    <div className={fill ? 'shell-chrome shell-chrome--fill' : 'shell-chrome'}>
      <ChromeSidebar
        collapsed={collapsed}
        onCollapsedChange={(next) => {
          setCollapsed(next);
          saveCollapsed(next);
        }}
        mobileOpen={mobileOpen}
        onMobileOpenChange={setMobileOpen}
      />
      <div className="shell-chrome__main">
        {!ownTopBar && <ChromeTopBar onMenuClick={openSidebar} />}
        <main id="main" className="shell-chrome__content">
          <OpenSidebarContext.Provider value={openSidebar}>{children}</OpenSidebarContext.Provider>
        </main>
      </div>
    </div>
  );
}
