import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { value: 45 },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100 } } },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithLabelAndValue: Story = { args: { label: 'Processing...', showValue: true } };
export const Warning: Story = { args: { value: 85, tone: 'warning', label: 'Quota', showValue: true } };
export const Danger: Story = { args: { value: 97, tone: 'danger', label: 'Quota', showValue: true } };
export const Gujarati: Story = { globals: { locale: 'gu' }, args: { label: 'પ્રક્રિયા ચાલુ છે...', showValue: true, value: 60 } };
