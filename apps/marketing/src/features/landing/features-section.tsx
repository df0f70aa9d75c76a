import { BookOpenCheck, FileSearch, Languages, MapPinned, Mic, PackageSearch, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const features: Array<{ key: string; icon: LucideIcon }> = [
  { key: 'regulations', icon: BookOpenCheck },
  { key: 'sources', icon: FileSearch },
  { key: 'languages', icon: Languages },
  { key: 'voice', icon: Mic },
  { key: 'sourcing', icon: PackageSearch },
  { key: 'local', icon: MapPinned },
];

export function FeaturesSection() {
  const { t } = useTranslation('site');
  return (
    <section id="features" className="mk-section" aria-labelledby="mk-features-title">
      <div className="mk-container">
        <header className="mk-section__header">
          <p className="mk-eyebrow">{t('features.eyebrow')}</p>
          <h2 id="mk-features-title" className="mk-section__title">
            {t('features.title')}
          </h2>
          <p className="mk-section__subtitle">{t('features.subtitle')}</p>
        </header>
        <ul className="mk-grid mk-grid--3">
          {features.map(({ key, icon: Icon }) => (
            <li key={key} className="mk-card mk-feature">
              <span className="mk-feature__icon">
                <Icon aria-hidden />
              </span>
              <h3 className="mk-card__title">{t(`features.items.${key}.title`)}</h3>
              <p className="mk-card__text">{t(`features.items.${key}.description`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
