import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NotFound } from './not-found';

const meta = {
  title: 'Pages/NotFound',
  component: NotFound,
  tags: ['autodocs'],
  args: { onBack: fn(), homeHref: '/' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Gujarati: Story = { globals: { locale: 'gu' } };
