import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Pager, type PagerProps } from './pager';

/** A pager that keeps its own page, so the story can be clicked through. */
function Interactive(props: PagerProps) {
  const [page, setPage] = useState(props.page);
  return <Pager {...props} page={page} onPageChange={setPage} />;
}

const meta = {
  title: 'Navigation/Pager',
  component: Pager,
  tags: ['autodocs'],
  args: { page: 1, pageCount: 4, onPageChange: () => {} },
  render: (args) => <Interactive {...args} />,
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PreviousNext: Story = { args: { label: 'Vendor pages', status: 'Page 1 of 4' } };
export const NumberedWindow: Story = { args: { page: 6, pageCount: 10, maxPageButtons: 5, label: 'Project pages', pageLabel: (n) => `Page ${n}` } };
export const LastPage: Story = { args: { page: 4, status: 'Page 4 of 4' } };
export const Gujarati: Story = { globals: { locale: 'gu' }, args: { page: 2, pageCount: 7, maxPageButtons: 5, status: '7 માંથી પેજ 2' } };
