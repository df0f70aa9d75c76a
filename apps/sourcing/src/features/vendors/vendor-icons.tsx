import { ExternalLink, MapPin, Phone, Star, type LucideIcon } from 'lucide-react';

const ICONS = { 'map-pin': MapPin, star: Star, phone: Phone, 'external-link': ExternalLink } satisfies Record<string, LucideIcon>;

export type VendorIconName = keyof typeof ICONS;

const symbolId = (name: VendorIconName) => `sr-vendor-icon-${name}`;

/**
 * The vendor cards' icons (lucide's), drawn once per list. A filter or sort change mounts up to 20
 * cards with four icons each; a `<use>` of a symbol is two elements, a lucide icon two components
 * and an SVG of up to five elements with a dozen attributes.
 */
export function VendorIconSprite() {
  return (
    <svg className="sr-vendor-icons" aria-hidden>
      {(Object.keys(ICONS) as VendorIconName[]).map((name) => {
        const Icon = ICONS[name];
        return (
          <symbol key={name} id={symbolId(name)} viewBox="0 0 24 24">
            <Icon />
          </symbol>
        );
      })}
    </svg>
  );
}

/** One of the sprite's icons, decorative (the text beside it says the fact). */
export const VendorIcon = ({ name }: { name: VendorIconName }) => (
  <svg className="sr-vendor__icon" aria-hidden>
    <use href={`#${symbolId(name)}`} />
  </svg>
);
