import { CtaSection } from '../components/cta-section';
import { FactsSection } from '../components/facts-section';
import { FeaturesSection } from '../components/features-section';
import { HeroSection } from '../components/hero-section';
import { JourneySection } from '../components/journey-section';
import { useHeaderTransparency } from '../use-header-transparency';

export const LandingPage = () => {
  useHeaderTransparency();
  return (
    <>
      <HeroSection />
      <FactsSection />
      <FeaturesSection />
      <JourneySection />
      <CtaSection />
    </>
  );
};
