import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bot, FolderKanban, MessageSquare, MessageSquarePlus, Package } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../button/button';
import { Sidebar, type SidebarRecent } from './sidebar';
import { SidebarItem } from './sidebar-item';

const recents: SidebarRecent[] = [
  { id: 'c1', title: 'FSI for a 12 m road in Ahmedabad', href: '/chat?c=1', icon: <MessageSquare />, active: true },
  { id: 'p7', title: 'Riverfront residency', href: '/sourcing/project/7', icon: <Package /> },
  { id: 'c2', title: 'Parking rules for commercial plots', href: '/chat?c=2', icon: <MessageSquare /> },
  { id: 'p3', title: 'Project #3', href: '/sourcing/project/3', icon: <Package /> },
];

const nav = (
  <>
    <SidebarItem label="New chat" icon={<MessageSquarePlus />} href="/chat" />
    <SidebarItem label="Agents" icon={<Bot />} href="/home" />
    <SidebarItem label="Projects" icon={<FolderKanban />} href="/projects" />
  </>
);

const meta = {
  title: 'Layout/Sidebar',
  component: Sidebar,
  tags: ['autodocs'],
  args: { header: <strong>Build Assist</strong>, children: nav, recents },
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 480 } } },
  render: function Render(args) {
    const [mobileOpen, setMobileOpen] = useState(args.mobileOpen ?? false);
    return (
      <div style={{ display: 'flex', minHeight: 480 }}>
        <Sidebar {...args} mobileOpen={mobileOpen} onMobileOpenChange={setMobileOpen} />
        <main style={{ flex: 1, padding: 16 }}>
          <Button variant="secondary" onClick={() => setMobileOpen(true)}>
            Open menu (mobile)
          </Button>
        </main>
      </div>
    );
  },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {};
export const Collapsed: Story = { args: { defaultCollapsed: true } };
export const NoRecents: Story = { args: { recents: [] } };
/** Under 768 px: a 280 px drawer with an overlay. */
export const MobileDrawer: Story = {
  args: { mobileOpen: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
export const Gujarati: Story = {
  globals: { locale: 'gu' },
  args: {
    children: (
      <>
        <SidebarItem label="નવી ચેટ" icon={<MessageSquarePlus />} href="/chat" />
        <SidebarItem label="એજન્ટ્સ" icon={<Bot />} href="/home" />
        <SidebarItem label="પ્રોજેક્ટ્સ" icon={<FolderKanban />} href="/projects" />
      </>
    ),
    recents: [{ id: 'c1', title: 'અમદાવાદમાં 12 મીટર રોડ માટે FSI', href: '/chat?c=1', icon: <MessageSquare /> }],
  },
};
