import type { Meta, StoryObj } from '@storybook/react-vite';
import { BadgeCheck } from 'lucide-react';
import { Badge } from './badge';

const meta = {
  title: 'Data display/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Free', tone: 'neutral' },
  argTypes: { tone: { control: 'inline-radio', options: ['neutral', 'info', 'success', 'warning', 'danger'] } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge tone="neutral">Pending</Badge>
      <Badge tone="info">In Progress</Badge>
      <Badge tone="success">
        <BadgeCheck aria-hidden /> Verified
      </Badge>
      <Badge tone="warning">Coming Soon</Badge>
      <Badge tone="danger">Failed</Badge>
    </div>
  ),
};
export const Gujarati: Story = { globals: { locale: 'gu' }, args: { children: 'ચકાસાયેલ', tone: 'success' } };
