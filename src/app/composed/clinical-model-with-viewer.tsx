import { ClinicalModelPage } from '@/features/clinical-model/pages/clinical-model-page';
import { DentalArch3d } from '@/features/viewer-3d/components/dental-arch-3d';

/** The clinical-model page with the 3D viewer: two features meet here, in app/. */
export const ClinicalModelWithViewer = () => <ClinicalModelPage Viewer={DentalArch3d} />;
