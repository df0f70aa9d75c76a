import { useState, type ReactNode } from 'react';
import { ChromeSidebar } from './chrome-sidebar';
import { ChromeTopBar } from './chrome-top-bar';
import { saveCollapsed, useSidebarCollapsed } from './sidebar-state';
import './app-chrome.css';

export { SIDEBAR_COLLAPSED_KEY } from './sidebar-state';

/**
 * The frame of every signed-in screen: sidebar (260 px, 60 px collapsed, 280 px drawer under
 * 768 px) and top bar around the page. Render it inside the app's router and RequireAuth.
 */
export function AppChrome({ children }: { children: ReactNode }) {
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const [mobileOpen, setMobileOpen] = useState(false);

  return (
    <div className="shell-chrome">
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
        <ChromeTopBar onMenuClick={() => setMobileOpen(true)} />
        <main id="main" className="shell-chrome__content">
          {children}
        </main>
      </div>
    </div>
  );
}
