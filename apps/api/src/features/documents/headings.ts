import { headingClause } from './clauses.js';

interface Entry {
  size: number;
  text: string;
  clause: string | null;
}

/**
 * The heading context while reading a document in order: a stack of headings by font size (a
 * heading closes every open heading of its size or smaller). The first heading of the document
 * is its title: it stays at the bottom and is left out of the path once sections open.
 */
export class HeadingContext {
  private stack: Entry[] = [];
  private title: Entry | null = null;
  /** A clause number that opened a paragraph since the last heading. */
  private bodyClause: string | null = null;

  enter(text: string, size: number): void {
    const entry = { size, text: text.replace(/\s+/g, ' ').trim(), clause: headingClause(text) };
    this.bodyClause = null;
    if (!this.title) {
      this.title = entry;
      return;
    }
    while ((this.stack.at(-1)?.size ?? Infinity) <= size + 0.25) this.stack.pop();
    this.stack.push(entry);
  }

  setBodyClause(clause: string | null): void {
    if (clause) this.bodyClause = clause;
  }

  /** The open headings below the title, outermost first, joined with ' › '; else the title. */
  get heading(): string | null {
    if (this.stack.length > 0) return this.stack.map((e) => e.text).join(' › ');
    return this.title?.text ?? null;
  }

  get clause(): string | null {
    if (this.bodyClause) return this.bodyClause;
    for (const entry of [...this.stack].reverse()) if (entry.clause) return entry.clause;
    return this.title?.clause ?? null;
  }
}
