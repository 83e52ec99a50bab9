import { defineSlotRecipe } from '@chakra-ui/react';

/**
 * The app theme leaves out the Table and Stat recipes (web/src/app/theme.ts), and Chakra's stock
 * ones, once imported, land in the first-load chunk. These small ones stay in the admin chunk.
 */

export const tableRecipe = defineSlotRecipe({
  className: 'admin-table',
  slots: ['root', 'caption', 'header', 'body', 'footer', 'row', 'columnHeader', 'cell'],
  base: {
    root: {
      width: 'full',
      borderCollapse: 'collapse',
      textAlign: 'start',
      verticalAlign: 'top',
      textStyle: 'sm',
      fontVariantNumeric: 'lining-nums tabular-nums',
    },
    header: { bg: 'bg.muted' },
    row: { '&:not(:last-of-type) > td': { borderBottomWidth: '1px', borderColor: 'border' } },
    columnHeader: {
      fontWeight: 'semibold',
      color: 'fg',
      textAlign: 'start',
      px: '3',
      py: '2',
      borderBottomWidth: '1px',
      borderColor: 'border',
      whiteSpace: 'nowrap',
    },
    cell: { px: '3', py: '2', textAlign: 'start', color: 'fg' },
  },
});

export const statRecipe = defineSlotRecipe({
  className: 'admin-stat',
  slots: ['root', 'label', 'valueText', 'helpText', 'valueUnit', 'indicator'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1', flex: '1' },
    label: { color: 'fg.muted', textStyle: 'sm', fontWeight: 'medium' },
    valueText: { fontWeight: 'semibold', letterSpacing: 'tight', fontVariantNumeric: 'tabular-nums', color: 'fg' },
    helpText: { color: 'fg.muted', textStyle: 'xs' },
  },
});

/** A table wider than the screen scrolls sideways; focusable so keyboard users can scroll it too. */
export const scrollAreaProps = {
  tabIndex: 0,
  _focusVisible: { outline: '2px solid', outlineColor: 'blue.600', outlineOffset: '2px' },
} as const;
