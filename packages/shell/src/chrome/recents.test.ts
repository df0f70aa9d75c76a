import { describe, expect, it } from 'vitest';
import { mergeRecents, RECENTS_MAX } from './recents';

const chat = (id: string, updated_at: string, title: string | null = `Chat ${id}`) => ({ id, title, updated_at });
const project = (id: number, updated_at: string, name: string | null = `Tower ${id}`) => ({ id, name, updated_at });

describe('mergeRecents', () => {
  it('merges chats and projects newest first with their links', () => {
    const items = mergeRecents(
      [chat('c1', '2026-03-01T10:00:00Z'), chat('c2', '2026-03-03T10:00:00Z')],
      [project(7, '2026-03-02T10:00:00Z')],
    );
    expect(items.map((i) => [i.title, i.href])).toEqual([
      ['Chat c2', '/chat?conversation=c2'],
      ['Tower 7', '/sourcing/project/7'],
      ['Chat c1', '/chat?conversation=c1'],
    ]);
  });

  it("titles an unnamed project 'Project #{id}'", () => {
    const [item] = mergeRecents([], [project(42, '2026-03-02T10:00:00Z', null)]);
    expect(item?.title).toBe('Project #42');
    expect(mergeRecents([], [project(43, '2026-03-02T10:00:00Z', '  ')])[0]?.title).toBe('Project #43');
  });

  it('shows at most 20 items, keeping the newest', () => {
    const day = (n: number) => new Date(Date.UTC(2026, 0, n)).toISOString();
    const chats = Array.from({ length: 15 }, (_, i) => chat(`c${i + 1}`, day(2 * i + 1)));
    const projects = Array.from({ length: 15 }, (_, i) => project(i + 1, day(2 * i + 2)));
    const items = mergeRecents(chats, projects);
    expect(RECENTS_MAX).toBe(20);
    expect(items).toHaveLength(20);
    expect(items[0]?.key).toBe('project:15');
    expect(items.at(-1)?.time).toBe(day(11));
  });

  it('uses the given texts for untitled chats and unnamed projects', () => {
    const items = mergeRecents([chat('c1', '2026-03-01T10:00:00Z', null)], [project(5, '2026-02-01T10:00:00Z', null)], {
      untitledChat: 'શીર્ષક વિનાની ચેટ',
      projectTitle: (p) => `પ્રોજેક્ટ #${p.id}`,
    });
    expect(items.map((i) => i.title)).toEqual(['શીર્ષક વિનાની ચેટ', 'પ્રોજેક્ટ #5']);
  });
});
