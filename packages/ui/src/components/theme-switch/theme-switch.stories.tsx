import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThemeSwitch } from './theme-switch';

/**
 * The real switch: choosing a theme stores it under localStorage "theme" and sets
 * <html data-theme>, overriding the toolbar's theme until the toolbar is changed again.
 */
const meta = {
  title: 'Preferences/ThemeSwitch',
  component: ThemeSwitch,
  tags: ['autodocs'],
} satisfies Meta<typeof ThemeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Compact: Story = { args: { compact: true } };
export const Gujarati: Story = { globals: { locale: 'gu' } };
