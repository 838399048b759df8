import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/app/hooks';
import { currencyCodes } from '@contract/rules/money';
import { showSnackbar } from '@/components/snackbar/snackbar-slice';
import { useAutocompleteTexts } from '@/components/use-autocomplete-texts';
import { useChangeCurrencyMutation } from '../api';

interface CurrencyOption {
  code: string;
  label: string;
}

/** Every ISO 4217 currency, named in the UI language, searchable by name or code. */
export const CurrencySelect = ({ currency }: { currency: string }) => {
  const { t, i18n } = useTranslation('price-list');
  const dispatch = useAppDispatch();
  const [changeCurrency, { isLoading }] = useChangeCurrencyMutation();
  const autocompleteTexts = useAutocompleteTexts();
  const options = useMemo<CurrencyOption[]>(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'currency' });
    return currencyCodes.map((code) => ({ code, label: `${code} — ${names.of(code) ?? code}` }));
  }, [i18n.language]);
  const value = options.find((option) => option.code === currency) ?? { code: currency, label: currency };

  const change = async (code: string) => {
    try {
      await changeCurrency(code).unwrap();
      dispatch(showSnackbar({ type: 'success', message: 'notifications:currencyChanged' }));
    } catch {
      dispatch(showSnackbar({ type: 'error', message: 'notifications:currencyChangeFailed' }));
    }
  };

  return (
    <Autocomplete
      id="price-list-currency"
      {...autocompleteTexts}
      options={options}
      value={value}
      disableClearable
      loading={isLoading}
      disabled={isLoading}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, selected) => option.code === selected.code}
      onChange={(_event, option) => {
        if (option.code !== currency) void change(option.code);
      }}
      sx={{ width: { xs: '100%', sm: 340 } }}
      renderInput={(params) => <TextField {...params} label={t('currency')} helperText={t('currencyHint')} />}
    />
  );
};
