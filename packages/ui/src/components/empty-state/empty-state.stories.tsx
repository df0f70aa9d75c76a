import type { Meta, StoryObj } from '@storybook/react-vite';
import { FolderOpen, SearchX } from 'lucide-react';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    icon: <FolderOpen />,
    title: 'No projects yet',
    text: 'Start a sourcing project to extract materials and find vendors.',
    action: <Button>Start Sourcing Project</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoResults: Story = {
  args: {
    icon: <SearchX />,
    title: 'No Results Found',
    text: 'No articles found matching your criteria.',
    action: <Button variant="secondary">Clear filters</Button>,
  },
};
export const WithoutAction: Story = { args: { action: undefined, title: 'No Search History Yet', text: undefined } };
export const Gujarati: Story = {
  globals: { locale: 'gu' },
  args: {
    title: 'હજુ સુધી કોઈ પ્રોજેક્ટ નથી',
    text: 'સામગ્રી અને વિક્રેતાઓ શોધવા માટે સોર્સિંગ પ્રોજેક્ટ શરૂ કરો.',
    action: <Button>સોર્સિંગ પ્રોજેક્ટ શરૂ કરો</Button>,
  },
};
