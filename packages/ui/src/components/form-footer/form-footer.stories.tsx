import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormFooter } from './form-footer';

const meta = {
  title: 'Forms/FormFooter',
  component: FormFooter,
  tags: ['autodocs'],
  args: { form: 'story-form', cancelLabel: 'Cancel', onCancel: () => {}, submitLabel: 'Send requests', pendingLabel: 'Sending...', pending: false },
  render: (args) => (
    <form id={args.form} onSubmit={(event) => event.preventDefault()} style={{ display: 'flex', gap: '0.5rem' }}>
      <FormFooter {...args} />
    </form>
  ),
} satisfies Meta<typeof FormFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Pending: Story = { args: { pending: true } };
export const NothingToSend: Story = { args: { disabled: true } };
export const Gujarati: Story = { globals: { locale: 'gu' }, args: { cancelLabel: 'રદ કરો', submitLabel: 'મોકલો', pendingLabel: 'મોકલી રહ્યા છીએ...' } };
