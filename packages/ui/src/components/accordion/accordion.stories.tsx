import type { Meta, StoryObj } from '@storybook/react-vite';
import { Accordion } from './accordion';

const meta = {
  title: 'Disclosure/Accordion',
  component: Accordion,
  tags: ['autodocs'],
  args: {
    headingLevel: 3,
    items: [
      { value: 'trial', title: 'Do I need a credit card for the free trial?', content: 'No. The 7-day free trial needs no credit card.' },
      { value: 'tokens', title: 'What is a token?', content: 'Each question and each sourcing step uses tokens; the free plan includes 10,000 a month.' },
      { value: 'cancel', title: 'Can I cancel at any time?', content: 'Yes. Pro stays active until the end of the billing period.' },
    ],
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PricingFaq: Story = {};
export const FirstOpen: Story = { args: { defaultValue: 'trial' } };
export const Gujarati: Story = {
  globals: { locale: 'gu' },
  args: {
    defaultValue: 'trial',
    items: [
      { value: 'trial', title: 'શું મફત ટ્રાયલ માટે ક્રેડિટ કાર્ડ જોઈએ?', content: 'ના. 7 દિવસની મફત ટ્રાયલ માટે ક્રેડિટ કાર્ડની જરૂર નથી.' },
      { value: 'tokens', title: 'ટોકન શું છે?', content: 'દરેક પ્રશ્ન ટોકન વાપરે છે.' },
    ],
  },
};
