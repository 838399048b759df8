import { PreviewPage } from '@/features/preview/pages/preview-page';
import { DentalArch3d } from '@/features/viewer-3d/components/dental-arch-3d';

/** The patient's plan card with its 3D tab: two features meet here, in app/. */
export const PreviewWithViewer = () => <PreviewPage Viewer={DentalArch3d} />;
