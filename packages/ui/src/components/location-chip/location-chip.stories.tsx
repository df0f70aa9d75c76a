import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LocationChip } from './location-chip';

const meta = {
  title: 'Navigation/LocationChip',
  component: LocationChip,
  tags: ['autodocs'],
  args: { city: 'Ahmedabad', state: 'Gujarat', address: 'Navrangpura, Ahmedabad, Gujarat 380009' },
  parameters: { layout: 'centered' },
  decorators: [(Story) => <div style={{ minHeight: 260, paddingLeft: 200 }}><Story /></div>],
} satisfies Meta<typeof LocationChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const City: Story = {};
export const Detecting: Story = { args: { loading: true, city: null, state: null, address: null } };
export const StateOnly: Story = { args: { city: null, address: null } };
export const Fallback: Story = {
  args: {
    city: null,
    state: null,
    address: null,
    error: 'Location access denied. Please enable location services.',
    onRetry: fn(),
  },
};
export const Gujarati: Story = { globals: { locale: 'gu' }, args: { city: 'અમદાવાદ', address: null } };
