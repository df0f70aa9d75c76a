import { CtaSection } from '../features/landing/cta-section';
import { FeaturesSection } from '../features/landing/features-section';
import { Hero } from '../features/landing/hero';
import { NewsSection } from '../features/landing/news-section';
import { PricingSection } from '../features/landing/pricing-section';
import { ProductSection } from '../features/landing/product-section';
import '../features/landing/landing.css';
import { useDocumentTitle } from '@app/shell';

/** `/`: hero, features, product screenshots, pricing with FAQ, featured news and the call-to-action. */
export function LandingPage() {
  useDocumentTitle();
  return (
    <>
      <Hero />
      <FeaturesSection />
      <ProductSection />
      <PricingSection />
      <NewsSection />
      <CtaSection />
    </>
  );
}
