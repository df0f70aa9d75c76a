import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { InstallPromptView } from './install-prompt';

/**
 * The card shown by `<InstallPrompt />` 5 s after the browser fires `beforeinstallprompt`
 * (never when dismissed before, installed or standalone). The rules live in `useInstallPrompt`.
 */
const meta = {
  title: 'Overlays/InstallPrompt',
  component: InstallPromptView,
  tags: ['autodocs'],
  args: { onInstall: fn(), onDismiss: fn() },
  parameters: { docs: { story: { inline: false, iframeHeight: 260 } } },
} satisfies Meta<typeof InstallPromptView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Gujarati: Story = { globals: { locale: 'gu' } };
