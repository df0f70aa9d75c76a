import type { Meta, StoryObj } from '@storybook/react-vite';
import { OutOfTokensDialog } from './out-of-tokens-dialog';

const meta = {
  title: 'Overlays/OutOfTokensDialog',
  component: OutOfTokensDialog,
  tags: ['autodocs'],
  args: { open: true, onOpenChange: () => undefined, required: 1_200, available: 350, buyHref: '/payment?return=%2Fchat' },
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
} satisfies Meta<typeof OutOfTokensDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Gujarati: Story = { globals: { locale: 'gu' } };
