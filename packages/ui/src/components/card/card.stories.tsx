import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import { Card } from './card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    title: 'Riverfront residency',
    description: 'Ahmedabad · 24 materials',
    children: 'Extraction finished. 12 vendors found within 25 km.',
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithActionsAndFooter: Story = {
  args: {
    as: 'article',
    actions: <Badge tone="success">Ready</Badge>,
    footer: (
      <>
        <Button variant="secondary" size="sm">
          Edit
        </Button>
        <Button size="sm">Open</Button>
      </>
    ),
  },
};
export const Selected: Story = { args: { selected: true, title: 'Pro', description: '₹29,999 / year' } };
export const Gujarati: Story = {
  globals: { locale: 'gu' },
  args: { title: 'રિવરફ્રન્ટ રેસિડેન્સી', description: 'અમદાવાદ · 24 સામગ્રી', children: 'સામગ્રી કાઢવાનું પૂર્ણ થયું.' },
};
