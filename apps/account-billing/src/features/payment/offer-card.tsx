import { formatInr, formatNumber } from '@app/i18n';
import { Badge, Button, Card } from '@app/ui';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isPayable, type Offer } from './offer';

export interface OfferCardProps {
  offer: Offer;
  selected: boolean;
  disabled: boolean;
  onSelect: (offer: Offer) => void;
}

/** A plan or pack card: price with /year or /month, FREE, MOST POPULAR, discount, tokens, features. */
export function OfferCard({ offer, selected, disabled, onSelect }: OfferCardProps) {
  const { t } = useTranslation('billing');
  const { item } = offer;
  const free = item.price_inr === 0;
  const per = item.plan_interval === 'annual' ? t('payment.card.perYear') : item.plan_interval === 'monthly' ? t('payment.card.perMonth') : '';
  return (
    <Card
      as="article"
      aria-label={item.plan_name}
      selected={selected}
      className="ab-plan-card"
      title={item.plan_name}
      description={t(`interval.${item.plan_interval}`)}
      actions={
        <span className="ab-row">
          {item.metadata.is_popular && <Badge tone="info">{t('payment.card.mostPopular')}</Badge>}
          {offer.kind === 'pack' && offer.item.metadata.is_best_value && <Badge tone="success">{t('packs.bestValue')}</Badge>}
          {free && <Badge tone="success">{t('payment.card.free')}</Badge>}
        </span>
      }
      footer={
        <Button
          variant={selected ? 'primary' : 'secondary'}
          fullWidth
          aria-pressed={selected}
          disabled={disabled || !isPayable(offer)}
          leftIcon={selected ? <Check aria-hidden /> : undefined}
          onClick={() => onSelect(offer)}
        >
          {selected ? t('payment.card.selected') : t('payment.card.select')}
        </Button>
      }
    >
      <p className="ab-plan-card__price">
        {formatInr(item.price_inr)}
        {per && <span className="ab-muted"> {per}</span>}
      </p>
      {item.metadata.discount && <p className="ab-level--good">{item.metadata.discount}</p>}
      <p>{t('payment.card.tokens', { count: item.tokens, formatted: formatNumber(item.tokens) })}</p>
      <p className="ab-muted">{item.description}</p>
      {item.features.length > 0 && (
        <ul className="ab-plan-card__features">
          {item.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      )}
    </Card>
  );
}
