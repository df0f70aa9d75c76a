import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogOut, Settings } from 'lucide-react';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { LanguageSwitch, type LanguageCode } from '../language-switch/language-switch';
import { UserMenu } from '../user-menu/user-menu';
import { TopBar } from './top-bar';

function Right({ variant = 'toggle' }: { variant?: 'toggle' | 'cycle' }) {
  const [language, setLanguage] = useState<LanguageCode>('en');
  return (
    <>
      <LanguageSwitch variant={variant} value={language} onChange={setLanguage} />
      <UserMenu
        name="Ravi Patel"
        items={[
          { id: 'settings', label: 'Settings', icon: <Settings />, href: '/settings' },
          { id: 'logout', label: 'Logout', icon: <LogOut />, onSelect: fn() },
        ]}
      />
    </>
  );
}

const meta = {
  title: 'Layout/TopBar',
  component: TopBar,
  tags: ['autodocs'],
  args: {
    left: 'Projects',
    right: <Right />,
    location: { city: 'Ahmedabad', state: 'Gujarat' },
    onMenuClick: fn(),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minHeight: 300 }}><Story /></div>],
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shared chrome: EN/GU toggle, location chip, avatar menu. */
export const Shell: Story = {};
export const DetectingLocation: Story = { args: { location: { loading: true } } };
/** The chat top bar: title, EN → GU → HI cycle, fixed Ahmedabad chip. */
export const Chat: Story = {
  args: { left: 'Urban Planning Assistant', right: <Right variant="cycle" />, location: { city: 'Ahmedabad' } },
};
export const Gujarati: Story = {
  globals: { locale: 'gu' },
  args: { left: 'પ્રોજેક્ટ્સ', location: { city: null, state: null } },
};
