import { DashboardPage } from '@/features/dashboard/pages/dashboard-page';
import { SharedPlansSection } from '@/features/shared-plans/components/shared-plans-section';

/** The cabinet's dashboard with the shared plans after the activation keys; features meet here, not in each other. */
export const CompanyDashboardPage = () => <DashboardPage afterKeys={<SharedPlansSection />} />;
