import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, Trash2 } from 'lucide-react';
import { fn } from 'storybook/test';
import { ActionsMenu } from './actions-menu';

const meta = {
  title: 'Navigation/ActionsMenu',
  component: ActionsMenu,
  tags: ['autodocs'],
  args: {
    label: 'Project actions',
    items: [
      { id: 'edit', label: 'Edit', icon: <Pencil />, onSelect: fn() },
      { id: 'delete', label: 'Delete', icon: <Trash2 />, danger: true, onSelect: fn() },
    ],
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof ActionsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A project's Edit and Delete on a phone; open it with a click, Enter or Space. */
export const ProjectActions: Story = {};
