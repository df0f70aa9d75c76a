/*
 * Every story of every component, rendered in English and Gujarati and checked with axe-core.
 * A new *.stories.tsx file is picked up automatically.
 */
import { composeStories } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import axe from 'axe-core';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import preview from '../.storybook/preview';

type StoryModule = Parameters<typeof composeStories>[0];

const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

const axeOptions: axe.RunOptions = {
  rules: {
    // jsdom does no layout or painting, so axe cannot compute colours; contrast is checked
    // on the token pairs in styles/tokens.test.ts and in the browser by Storybook's a11y panel.
    'color-contrast': { enabled: false },
    // Stories show one component in isolation, not a page with landmarks (Storybook's a11y
    // addon disables this rule for the same reason).
    region: { enabled: false },
  },
};

function describeViolations(violations: axe.Result[]) {
  return violations.map((v) => `${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe.each(['en', 'gu'])('stories in %s', (locale) => {
  for (const [path, module] of Object.entries(modules)) {
    const stories = composeStories(module, { ...preview, initialGlobals: { locale, theme: 'light' } }) as Record<
      string,
      ComponentType
    >;
    describe(path, () => {
      for (const [name, Story] of Object.entries(stories)) {
        it(`${name} has no axe violations`, async () => {
          const { baseElement, unmount } = render(<Story />);
          // Let effects and portals (dialogs, menus) settle before auditing.
          await act(async () => {});
          // baseElement (document.body), not the container: Radix portals render outside it.
          const results = await axe.run(baseElement, axeOptions);
          expect(describeViolations(results.violations)).toEqual([]);
          unmount();
        });
      }
    });
  }
});
