import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/components/visually-hidden';
import type { ElementOption } from '../use-catalog-options';

interface ElementSelectProps {
  id: string;
  /** The accessible name, e.g. "Element, row 3"; the chosen element is read after it. */
  label: string;
  value: string | null;
  options: ElementOption[];
  moduleLabel: (module: string) => string;
  onChange: (code: string | null) => void;
}

/**
 * The standard position of a row, grouped by module. A select rather than a text box, so the chosen name wraps
 * onto a second line instead of being cut off.
 */
export const ElementSelect = ({ id, label, value, options, moduleLabel, onChange }: ElementSelectProps) => {
  const { t } = useTranslation('price-list');
  const labelId = `${id}-label`;
  const items = useMemo(() => {
    const list: ReactNode[] = [
      <MenuItem key="none" value="">
        <em>{t('noElement')}</em>
      </MenuItem>,
    ];
    let module: string | null = null;
    for (const option of options) {
      if (option.module !== module) {
        module = option.module;
        list.push(<ListSubheader key={`module-${module}`}>{moduleLabel(module)}</ListSubheader>);
      }
      list.push(
        <MenuItem key={option.code} value={option.code} sx={{ whiteSpace: 'normal' }}>
          {option.name}
        </MenuItem>,
      );
    }
    return list;
  }, [options, moduleLabel, t]);

  return (
    <>
      <span id={labelId} style={visuallyHidden as object}>
        {label}
      </span>
      <TextField
        id={id}
        select
        size="small"
        fullWidth
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
        slotProps={{
          select: {
            labelId,
            displayEmpty: true,
            renderValue: (code) =>
              options.find((option) => option.code === code)?.name ?? (
                <em style={{ opacity: 0.7 }}>{t('noElement')}</em>
              ),
            MenuProps: { slotProps: { paper: { sx: { maxHeight: 420, maxWidth: 420 } } } },
          },
        }}
        // Doubled class: MUI's own nowrap and ellipsis rule is as specific as a single one.
        sx={{
          '& .MuiSelect-select.MuiSelect-select': {
            whiteSpace: 'normal',
            textOverflow: 'clip',
            overflowWrap: 'anywhere',
          },
        }}
      >
        {items}
      </TextField>
    </>
  );
};
