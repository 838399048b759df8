import Box from '@mui/material/Box';

/**
 * Holds the page's length while a part of the details column is not drawn yet, so the footer stays out of view and
 * nothing on screen moves when the part comes.
 */
export const detailsPlaceholder = <Box sx={{ minHeight: '100vh' }} />;
