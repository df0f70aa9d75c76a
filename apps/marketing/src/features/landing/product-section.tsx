import { useTheme } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { productShots, shotPicture, type ProductShot } from './product-shots';

/** Two columns from 768 px in a container of at most 1200 px; one column below. */
const SIZES = '(min-width: 1200px) 580px, (min-width: 768px) 48vw, 92vw';

function ShotFigure({ shot }: { shot: ProductShot }) {
  const { t, i18n } = useTranslation('site');
  const { theme, resolvedTheme } = useTheme();
  const picture = shotPicture(shot, i18n.resolvedLanguage, theme === 'system' ? 'system' : resolvedTheme);
  return (
    <figure className="mk-card mk-shot">
      <picture>
        {picture.sources.map((source) => (
          <source key={`${source.type}${source.media ?? ''}`} type={source.type} srcSet={source.srcSet} sizes={SIZES} media={source.media} />
        ))}
        <img
          className="mk-shot__image"
          src={picture.src}
          width={picture.width}
          height={picture.height}
          alt={t(`product.items.${shot}.alt`)}
          loading="lazy"
          decoding="async"
        />
      </picture>
      <figcaption className="mk-shot__caption">
        <h3 className="mk-card__title">{t(`product.items.${shot}.title`)}</h3>
        <p className="mk-card__text">{t(`product.items.${shot}.description`)}</p>
      </figcaption>
    </figure>
  );
}

/** 'See the product': real screenshots (`pnpm screenshots`) in the reader's language and theme. */
export function ProductSection() {
  const { t } = useTranslation('site');
  return (
    <section id="product" className="mk-section" aria-labelledby="mk-product-title">
      <div className="mk-container">
        <header className="mk-section__header">
          <p className="mk-eyebrow">{t('product.eyebrow')}</p>
          <h2 id="mk-product-title" className="mk-section__title">
            {t('product.title')}
          </h2>
          <p className="mk-section__subtitle">{t('product.subtitle')}</p>
        </header>
        <div className="mk-grid mk-grid--2 mk-shots">
          {productShots.shots.map((shot) => (
            <ShotFigure key={shot} shot={shot} />
          ))}
        </div>
      </div>
    </section>
  );
}
