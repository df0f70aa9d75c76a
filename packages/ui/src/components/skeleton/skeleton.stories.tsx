import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../card/card';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { shape: 'text', width: 240 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const Circle: Story = { args: { shape: 'circle' } };

/** The home carousel shows three of these while recent projects load. */
export const ProjectCards: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: 16 }}>
      {[0, 1, 2].map((key) => (
        <Card key={key}>
          <Skeleton width="60%" />
          <Skeleton width="40%" />
          <Skeleton shape="rect" height={64} />
        </Card>
      ))}
    </div>
  ),
};
