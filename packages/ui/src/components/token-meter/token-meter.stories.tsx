import type { Meta, StoryObj } from '@storybook/react-vite';
import { TokenMeter } from './token-meter';

const meta = {
  title: 'Data display/TokenMeter',
  component: TokenMeter,
  tags: ['autodocs'],
  args: { used: 2450, total: 10000 },
  argTypes: { used: { control: { type: 'range', min: 0, max: 10000, step: 50 } } },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
} satisfies Meta<typeof TokenMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {};
/** Above 80 %: orange. */
export const Warning: Story = { args: { used: 8600 } };
/** Above 95 %: red. */
export const Danger: Story = { args: { used: 9700 } };
export const Compact: Story = { args: { used: 8600, compact: true } };
export const Gujarati: Story = { globals: { locale: 'gu' }, args: { used: 9700 } };
