import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { fullNavigate } from '../navigation/navigate';
import { isSameApp } from '../navigation/route-owner';

/** A click the browser should handle itself (new tab, new window, download). */
function isModifiedClick(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * Navigation for chrome links: a page of the current app is shown by its router (no reload);
 * any other app's page is loaded with a full navigation (cross-app links, ARCHITECTURE). Needs
 * a router above (every app renders the chrome inside its routes).
 */
export function useChromeNavigation() {
  const navigate = useNavigate();

  /** Go to `href` (menu items, buttons). */
  const go = useCallback(
    (href: string) => {
      if (isSameApp(href, window.location.pathname)) navigate(href);
      else fullNavigate(href);
    },
    [navigate],
  );

  /**
   * onClick for links, or for an element containing links (the click bubbles up from the `<a>`):
   * keeps the link semantics (open in a new tab) and routes in-app. A link whose own handler
   * already called preventDefault is left alone.
   */
  const onLinkClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || isModifiedClick(event)) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      const href = link?.getAttribute('href');
      if (!href || link?.getAttribute('target') || !isSameApp(href, window.location.pathname)) return;
      event.preventDefault();
      navigate(href);
    },
    [navigate],
  );

  return { go, onLinkClick };
}
