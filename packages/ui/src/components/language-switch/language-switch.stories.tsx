import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { LanguageSwitch, type LanguageCode } from './language-switch';

const meta = {
  title: 'Preferences/LanguageSwitch',
  component: LanguageSwitch,
  tags: ['autodocs'],
  args: { value: 'en', onChange: fn(), variant: 'toggle' },
  // A controlled component: keep the chosen value in story state so the switch responds.
  render: function Render(args) {
    const [value, setValue] = useState<LanguageCode>(args.value);
    return (
      <LanguageSwitch
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The site and top bar: English and Gujarati. */
export const SiteToggle: Story = {};
/** The chat top bar: one button stepping EN → GU → HI. */
export const ChatCycle: Story = { args: { variant: 'cycle' } };
export const Gujarati: Story = { globals: { locale: 'gu' }, args: { value: 'gu' } };
