import { island } from '@/components/island';
import { HeroSection } from '../components/hero-section';
import { LazySection } from '../components/lazy-section';
import { useHeaderTransparency } from '../use-header-transparency';

// Below the hero every section is an island: its prerendered markup shows at once, its code loads when the visitor
// comes near it, so the first download carries only the hero's.
const FactsSection = island(
  () => import(/* webpackChunkName: "landing-facts" */ '../components/facts-section'),
  'FactsSection',
);
const BenefitsSection = island(
  () => import(/* webpackChunkName: "landing-benefits" */ '../components/benefits-section'),
  'BenefitsSection',
);
const ModulesSection = island(
  () => import(/* webpackChunkName: "landing-modules" */ '../components/modules-section'),
  'ModulesSection',
);
const FeaturesSection = island(
  () => import(/* webpackChunkName: "landing-features" */ '../components/features-section'),
  'FeaturesSection',
);
const JourneySection = island(
  () => import(/* webpackChunkName: "landing-journey" */ '../components/journey-section'),
  'JourneySection',
);
const PricingSection = island(
  () => import(/* webpackChunkName: "landing-pricing" */ '../components/pricing-section'),
  'PricingSection',
);
const CtaSection = island(
  () => import(/* webpackChunkName: "landing-cta" */ '../components/cta-section'),
  'CtaSection',
);

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
