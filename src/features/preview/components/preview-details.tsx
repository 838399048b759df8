import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { PublicCard } from '@contract/api/cards';
import type { Language } from '@contract/rules/languages';
import { RenderAfterFirst } from '@/components/render-after-first';
import type { OpenDecision } from '../use-decision-dialog';
import { ClinicContacts } from './clinic-contacts';
import { DecisionSection } from './decision-section';
import { PlanSection } from './plan-section';
import { detailsPlaceholder } from './preview-details-placeholder';
import { ShareSection } from './share-section';

export interface PreviewDetailsProps {
  card: PublicCard;
  previewLink: string;
  /** The plan of the option shown, and its title when the card has several. */
  plan: PublicCard['plan'];
  optionTitle: string | undefined;
  several: boolean;
  /** The page's own address, without query or fragment. */
  shareUrl: string;
  language: Language;
  onOpenDecision: (decision: OpenDecision) => void;
  onChangeMind: () => void;
}

/**
 * Everything after the pictures: the plan with its cost and PDF, then (a render later) the patient's decision, the
 * clinic's contacts and the ways to share the link. A chunk of its own: the first screen does not wait for it.
 */
export const PreviewDetails = ({
  card,
  previewLink,
  plan,
  optionTitle,
  several,
  shareUrl,
  language,
  onOpenDecision,
  onChangeMind,
}: PreviewDetailsProps) => {
  const { t } = useTranslation('preview');
  const pdfLink = card.pdfUrl && (
    <Button
      component="a"
      href={card.pdfUrl}
      download
      variant="contained"
      size="large"
      fullWidth
      startIcon={<PictureAsPdfOutlinedIcon />}
    >
      {t('plan.download')}
    </Button>
  );
  return (
    <Stack spacing={3}>
      {plan.steps.length > 0 ? (
        <PlanSection plan={plan} language={language} footer={pdfLink} optionTitle={optionTitle} />
      ) : (
        pdfLink
      )}
      <RenderAfterFirst placeholder={detailsPlaceholder}>
        <Stack spacing={3}>
          <DecisionSection
            previewLink={previewLink}
            several={several}
            clinicName={card.clinic.name}
            language={language}
            onOpen={onOpenDecision}
            onChangeMind={onChangeMind}
          />
          <ClinicContacts clinic={card.clinic} language={language} />
          <ShareSection url={shareUrl} clinicName={card.clinic.name} />
        </Stack>
      </RenderAfterFirst>
    </Stack>
  );
};
