import { useEffect, useState } from 'react';

/**
 * The clinic's E.164 phone as people read it (`+380 44 123 4567`). The phone library (about 30 KB compressed) loads
 * after the page has shown, so it never delays the first picture on a slow network; until then the E.164 form shows.
 */
export const useFormattedPhone = (e164: string | null): string | null => {
  const [formatted, setFormatted] = useState<{ from: string; text: string } | null>(null);
  useEffect(() => {
    if (!e164) return;
    let current = true;
    void import('@contract/rules/profile').then(({ formatPhone }) => {
      if (current) setFormatted({ from: e164, text: formatPhone(e164) });
    });
    return () => {
      current = false;
    };
  }, [e164]);
  if (!e164) return null;
  return formatted?.from === e164 ? formatted.text : e164;
};
