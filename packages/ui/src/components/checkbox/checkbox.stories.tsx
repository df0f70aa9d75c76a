import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: 'Remember me' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Indeterminate: Story = { args: { checked: 'indeterminate', label: 'Select all materials' } };
export const TermsWithError: Story = {
  args: {
    label: (
      <>
        I agree to the <a href="/terms">Terms of Service</a> and <a href="/privacy">Privacy Policy</a>
      </>
    ),
    error: 'You must agree to the terms and conditions',
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const Gujarati: Story = { globals: { locale: 'gu' }, args: { label: 'મને યાદ રાખો', hint: 'આ ઉપકરણ પર' } };
