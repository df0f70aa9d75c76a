import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarChart3, CreditCard, LogOut, Settings, User } from 'lucide-react';
import { fn } from 'storybook/test';
import { UserMenu } from './user-menu';

const shellItems = [
  { id: 'settings', label: 'Settings', icon: <Settings />, href: '/settings' },
  { id: 'billing', label: 'Billing & Plans', icon: <CreditCard />, href: '/billing' },
  { id: 'usage', label: 'Usage', icon: <BarChart3 />, href: '/usage' },
  { id: 'profile', label: 'Profile', icon: <User />, href: '/profile' },
  { id: 'logout', label: 'Logout', icon: <LogOut />, separatorBefore: true, danger: true, onSelect: fn() },
];

const meta = {
  title: 'Navigation/UserMenu',
  component: UserMenu,
  tags: ['autodocs'],
  args: { name: 'Ravi Patel', email: 'ravi@example.com', items: shellItems },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shared top bar's menu; open it with a click, Enter or Space. */
export const ShellMenu: Story = {};
/** The chat top bar's menu: name, tokens used, Settings and Log Out. */
export const ChatMenu: Story = {
  args: {
    email: undefined,
    details: 'Tokens used: 2,450',
    items: [
      { id: 'settings', label: 'Settings', icon: <Settings />, href: '/settings' },
      { id: 'logout', label: 'Log Out', icon: <LogOut />, onSelect: fn() },
    ],
  },
};
export const WithoutName: Story = { args: { name: null, email: null } };
export const Gujarati: Story = {
  globals: { locale: 'gu' },
  args: {
    name: 'રવિ પટેલ',
    items: [
      { id: 'settings', label: 'સેટિંગ્સ', icon: <Settings />, href: '/settings' },
      { id: 'logout', label: 'લૉગ આઉટ', icon: <LogOut />, onSelect: fn() },
    ],
  },
};
