import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Input } from '../input/input';
import { Dialog, DialogClose } from './dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: {
    title: 'Delete project',
    description: "This permanently deletes the project, its materials and vendors. Type 'delete' to confirm.",
    trigger: <Button variant="danger">Delete project</Button>,
    children: <Input label="Confirmation" placeholder="delete" />,
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button variant="danger">Delete</Button>
      </>
    ),
  },
  // Open dialogs are modal: render the docs examples in their own frame so they do not cover the page.
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const WithoutDescription: Story = {
  args: { defaultOpen: true, description: undefined, title: 'Add material', size: 'lg' },
};
export const Gujarati: Story = {
  globals: { locale: 'gu' },
  args: {
    defaultOpen: true,
    title: 'પ્રોજેક્ટ કાઢી નાખો',
    description: 'આ પ્રોજેક્ટ કાયમ માટે કાઢી નાખશે.',
    children: undefined,
    footer: <Button variant="danger">કાઢી નાખો</Button>,
  },
};
