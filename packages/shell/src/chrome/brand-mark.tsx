/**
 * The product icon (the apps' `/icon.svg`) drawn inline: an `<img>` of an SVG costs the page an
 * SVG document of its own to parse and lay out (20–45 ms of main thread each on a phone, in the
 * signed-in chrome's first render) and a request before the first paint.
 */
export function BrandMark() {
  return (
    <svg className="shell-brand__mark" viewBox="0 0 512 512" width={28} height={28} aria-hidden="true" focusable="false">
      <rect width="512" height="512" rx="96" fill="#0f5c4d" />
      <path d="M128 384V208l128-80 128 80v176H296V280h-80v104z" fill="#fff" />
      <circle cx="392" cy="136" r="40" fill="#f4a524" />
    </svg>
  );
}
