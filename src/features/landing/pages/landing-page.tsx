import { BenefitsSection } from '../components/benefits-section';
import { CtaSection } from '../components/cta-section';
import { FactsSection } from '../components/facts-section';
import { FeaturesSection } from '../components/features-section';
import { HeroSection } from '../components/hero-section';
import { JourneySection } from '../components/journey-section';
import { LazySection } from '../components/lazy-section';
import { ModulesSection } from '../components/modules-section';
import { PricingSection } from '../components/pricing-section';
import { useHeaderTransparency } from '../use-header-transparency';

const loadExtras = () => import(/* webpackChunkName: "landing-extras" */ '../components/landing-extras');

export const LandingPage = () => {
  useHeaderTransparency();
  return (
    <>
      <HeroSection />
      <FactsSection />
      <BenefitsSection />
      <ModulesSection />
      <FeaturesSection />
      <JourneySection />
      <PricingSection />
      <LazySection load={loadExtras} minHeight={1200} />
      <CtaSection />
    </>
  );
};
