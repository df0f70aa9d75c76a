/** The landing page's sections reachable from the top bar and the footer. */
export const landingSections = ['features', 'pricing', 'news'] as const;
export type LandingSection = (typeof landingSections)[number];

/** `#features` on the landing page; `/#features` elsewhere, so the link leads back to it. */
export function sectionHref(section: LandingSection, pathname: string): string {
  return pathname === '/' ? `#${section}` : `/#${section}`;
}
