import { DashboardPage } from '@/features/dashboard/pages/dashboard-page';
import { PlanFiguresSection } from '@/features/shared-plans/components/plan-figures-section';
import { SharedPlansSection } from '@/features/shared-plans/components/shared-plans-section';

/**
 * The cabinet's dashboard with the plan figures and the shared plans after the activation keys; features meet here,
 * not in each other.
 */
export const CompanyDashboardPage = () => (
  <DashboardPage
    afterKeys={
      <>
        <PlanFiguresSection />
        <SharedPlansSection />
      </>
    }
  />
);
