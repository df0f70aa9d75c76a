import * as RadixAccordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import './accordion.css';

export interface AccordionItem {
  value: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** The item open at first; none when omitted. */
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
  /** Level of the heading that wraps each trigger, to fit the page outline (default 3). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * One item open at a time (opening another closes the first), and the open item can be
 * closed again: the pricing FAQ behaviour.
 */
export function Accordion({ items, defaultValue, value, onValueChange, headingLevel = 3, className }: AccordionProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <RadixAccordion.Root
      type="single"
      collapsible
      className={cx('ui-accordion', className)}
      defaultValue={defaultValue}
      value={value}
      onValueChange={onValueChange}
    >
      {items.map((item) => (
        <RadixAccordion.Item key={item.value} value={item.value} className="ui-accordion__item">
          <RadixAccordion.Header asChild>
            <Heading className="ui-accordion__heading">
              <RadixAccordion.Trigger className="ui-accordion__trigger">
                <span>{item.title}</span>
                <ChevronDown className="ui-accordion__chevron" aria-hidden />
              </RadixAccordion.Trigger>
            </Heading>
          </RadixAccordion.Header>
          <RadixAccordion.Content className="ui-accordion__content">
            <div className="ui-accordion__inner">{item.content}</div>
          </RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}
