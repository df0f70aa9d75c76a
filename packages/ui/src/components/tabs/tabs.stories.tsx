import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from './tabs';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Project sections',
    items: [
      { value: 'overview', label: 'Overview', content: 'Location, timeline, budget and materials.' },
      { value: 'vendors', label: 'Vendors', badge: 12, content: '12 vendors found.' },
      { value: 'prices', label: 'Price Comparison', comingSoon: true, content: 'This feature is under development. Stay tuned!' },
      { value: 'communication', label: 'Communication', comingSoon: true, content: 'This feature is under development. Stay tuned!' },
      { value: 'search', label: 'AI Search', content: 'No Search History Yet' },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProjectTabs: Story = {};
export const SecondSelected: Story = { args: { defaultValue: 'vendors' } };
export const Gujarati: Story = {
  globals: { locale: 'gu' },
  args: {
    'aria-label': 'પ્રોજેક્ટ વિભાગો',
    items: [
      { value: 'overview', label: 'ઝાંખી', content: 'સ્થાન, સમયરેખા, બજેટ અને સામગ્રી.' },
      { value: 'vendors', label: 'વિક્રેતાઓ', badge: 12, content: '12 વિક્રેતાઓ મળ્યા.' },
      { value: 'prices', label: 'ભાવ સરખામણી', comingSoon: true, content: 'આ સુવિધા વિકાસ હેઠળ છે.' },
    ],
  },
};
