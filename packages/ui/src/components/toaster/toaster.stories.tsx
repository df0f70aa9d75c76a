import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { toast, Toaster } from './toaster';

const meta = {
  title: 'Feedback/Toaster',
  component: Toaster,
  tags: ['autodocs'],
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Toaster />
      <Button onClick={() => toast.success('Login successful!')}>Success</Button>
      <Button variant="danger" onClick={() => toast.error('Network error. Please check your connection.')}>
        Error
      </Button>
      <Button variant="secondary" onClick={() => toast.info('Payment cancelled')}>
        Info
      </Button>
      <Button variant="ghost" onClick={() => toast('Please login to access this page')}>
        Message
      </Button>
    </div>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press the buttons; at most 3 toasts show at once, each for 4 s; Alt+T focuses them. */
export const Playground: Story = {};
