/**
 * Avatar initials from a display name: the first letter of the first two words, upper-cased,
 * at most 2 letters; 'U' (user) when there is no name (spec part 1, "Shared chrome").
 */
export function initials(name: string | null | undefined): string {
  const letters = (name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    // Array.from takes a whole code point, so a name in any script keeps its first letter.
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
  return letters || 'U';
}
