import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordInput } from './password-input';

const meta = {
  title: 'Forms/PasswordInput',
  component: PasswordInput,
  tags: ['autodocs'],
  args: { label: 'Password' },
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NewPassword: Story = {
  args: {
    label: 'New password',
    autoComplete: 'new-password',
    hint: 'At least 8 characters with uppercase, lowercase, and number',
  },
};
export const WithError: Story = { args: { defaultValue: 'short', error: 'Password must be at least 8 characters' } };
export const Gujarati: Story = { globals: { locale: 'gu' }, args: { label: 'પાસવર્ડ' } };
