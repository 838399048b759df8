import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPage } from '@/components/chunk-error/lazy-page';
import type { FormulaViewer } from '@/components/formula-viewer';
import { PreviewPage } from '@/features/preview/pages/preview-page';
import { ArchLoading } from '@/features/viewer-3d/components/arch-loading';

// The viewer's own code (the arch's layout, the formula table, the legend) is a chunk of its own too: the patient
// opens the card on its first picture, and evaluating the viewer's modules first would only hold that picture up.
const LazyDentalArch3d = lazyPage(
  () => import(/* webpackChunkName: "dental-arch-3d" */ '@/features/viewer-3d/components/dental-arch-3d'),
  'DentalArch3d',
);

const Viewer: FormulaViewer = (props) => {
  const { t } = useTranslation('dental-arch');
  return (
    <Suspense fallback={<ArchLoading label={t('loading')} />}>
      <LazyDentalArch3d {...props} />
    </Suspense>
  );
};

/** The patient's plan card with its 3D tab: two features meet here, in app/. */
export const PreviewWithViewer = () => <PreviewPage Viewer={Viewer} />;
