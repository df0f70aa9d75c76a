import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from './input';

const meta = {
  title: 'Forms/Input',
  component: Input,
  tags: ['autodocs'],
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com' },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { label: 'Full name', type: 'text', placeholder: '', hint: 'As it appears on your invoices' } };
export const WithError: Story = {
  args: { defaultValue: 'ravi@', error: 'Please enter a valid email address', required: true },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'ravi@example.com' } };
export const Gujarati: Story = {
  globals: { locale: 'gu' },
  args: { label: 'પૂરું નામ', type: 'text', placeholder: '', hint: 'ઇન્વૉઇસ પર જે રીતે દેખાય છે તે રીતે' },
};
