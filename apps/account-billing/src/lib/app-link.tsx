import { isSameApp, safeNextPath } from '@app/shell';
import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';

/**
 * A link to a path of this origin: a router link inside this app, a plain anchor (full page
 * load) into another app. Anything that is not a same-origin path is not linked at all.
 */
export function AppLink({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const path = safeNextPath(href);
  if (!path) return <span className={rest.className}>{children}</span>;
  if (isSameApp(path, window.location.pathname)) {
    return (
      <Link to={path} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={path} {...rest}>
      {children}
    </a>
  );
}
