/**
 * Ranges `[start, end)` that cut a long text at sentence ends into pieces of about `target`
 * characters (never more than `max` unless one sentence is longer; then at a space).
 */
export function splitRanges(text: string, target = 800, max = 1200): [number, number][] {
  if (text.length <= max) return [[0, text.length]];
  const ends: number[] = [];
  for (const match of text.matchAll(/[.!?;]["')\]]?\s+(?=\S)/g)) ends.push(match.index + match[0].length);
  const ranges: [number, number][] = [];
  let start = 0;
  while (text.length - start > max) {
    const min = start + Math.floor(target / 3);
    const candidates = ends.filter((e) => e >= min && e <= start + max);
    let cut: number;
    if (candidates.length > 0) {
      cut = candidates.reduce((best, e) => (Math.abs(e - start - target) < Math.abs(best - start - target) ? e : best));
    } else {
      const space = text.lastIndexOf(' ', start + target);
      cut = space > min ? space + 1 : start + target;
    }
    ranges.push([start, cut]);
    start = cut;
  }
  ranges.push([start, text.length]);
  return ranges;
}

/** At most 300 characters, cut at a word with an ellipsis. */
export function textPreview(text: string, limit = 300): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  const cut = flat.lastIndexOf(' ', limit - 1);
  return `${flat.slice(0, cut > limit / 2 ? cut : limit - 1).trimEnd()}…`;
}
