import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorScreen } from './error-screen';

const meta = {
  title: 'Pages/ErrorScreen',
  component: ErrorScreen,
  tags: ['autodocs'],
  args: { onRetry: fn(), onReload: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutRetry: Story = { args: { onRetry: undefined } };
export const WithDetails: Story = {
  args: { showDetails: true, error: new TypeError("Cannot read properties of undefined (reading 'name')") },
};
export const Gujarati: Story = { globals: { locale: 'gu' } };
