import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OtpInput } from './otp-input';

const meta = {
  title: 'Forms/OtpInput',
  component: OtpInput,
  tags: ['autodocs'],
  args: { onChange: fn(), onComplete: fn(), hint: "Check your spam folder if you don't see the email" },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const PartlyFilled: Story = { args: { defaultValue: '482' } };
export const WithError: Story = { args: { defaultValue: '48213', error: 'Please enter a valid 6-digit code' } };
export const Disabled: Story = { args: { defaultValue: '482913', disabled: true } };
export const Gujarati: Story = {
  globals: { locale: 'gu' },
  args: { hint: 'જો તમને ઇમેઇલ ન દેખાય તો તમારું સ્પામ ફોલ્ડર તપાસો' },
};
