import { Accordion } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { planFigures } from './plan-figures';

/** The pricing FAQ: one answer open at a time (the accordion closes the previous one). */
export default function PricingFaq() {
  const { t } = useTranslation('site');
  const raw = t('pricing.faq.items', { returnObjects: true, ...planFigures() }) as unknown;
  const items = Array.isArray(raw) ? (raw as Array<{ question: string; answer: string }>) : [];
  return (
    <div className="mk-faq">
      <h3 className="mk-faq__title">{t('pricing.faq.title')}</h3>
      {/* The accordion keeps one answer open at a time. */}
      <Accordion
        headingLevel={4}
        items={items.map((item, index) => ({ value: `faq-${index}`, title: item.question, content: <p>{item.answer}</p> }))}
      />
    </div>
  );
}
