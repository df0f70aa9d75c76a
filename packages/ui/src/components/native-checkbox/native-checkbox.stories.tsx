import type { Meta, StoryObj } from '@storybook/react-vite';
import { NativeCheckbox } from './native-checkbox';

const meta = {
  title: 'Forms/NativeCheckbox',
  component: NativeCheckbox,
  tags: ['autodocs'],
  args: { label: 'Shree Cement Traders' },
} satisfies Meta<typeof NativeCheckbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true } };
export const Gujarati: Story = { globals: { locale: 'gu' }, args: { label: 'શ્રી સિમેન્ટ ટ્રેડર્સ' } };
