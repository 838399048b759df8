import Alert, { type AlertProps } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface CabinetBannerProps {
  severity: AlertProps['severity'];
  variant?: AlertProps['variant'];
  /** The first line, in bold. */
  title: ReactNode;
  /** What it means for the clinic. */
  children: ReactNode;
  /** A button beside the text on wide screens, under it on a phone. */
  action?: ReactNode;
}

/** A notice over the cabinet's pages: a bold line, its explanation and an action beside them. */
export const CabinetBanner = ({ severity, variant, title, children, action }: CabinetBannerProps) => (
  <Alert
    severity={severity}
    variant={variant}
    sx={{ mb: { xs: 3, md: 4 }, alignItems: 'flex-start', '& .MuiAlert-message': { flexGrow: 1, minWidth: 0 } }}
  >
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: { xs: 1, sm: 2 },
      }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        <Box component="strong" sx={{ display: 'block' }}>
          {title}
        </Box>
        {children}
      </Box>
      {action}
    </Box>
  </Alert>
);
