import { defineSlotRecipe } from '@chakra-ui/react';

/**
 * The app theme carries only the recipes the first page needs (web/src/app/theme.ts), so the
 * question step brings small recipes of its own for Progress and RadioGroup. They live here, in
 * the lazy assessment chunks, rather than in the theme (importing Chakra's stock recipes pulled
 * them into the sign-in bundle).
 */

export const progressRecipe = defineSlotRecipe({
  className: 'assessment-progress',
  slots: ['root', 'label', 'track', 'range', 'valueText'],
  base: {
    root: { position: 'relative', textStyle: 'sm' },
    track: { position: 'relative', overflow: 'hidden', height: '2.5', borderRadius: 'full', bg: 'gray.200' },
    range: { height: '100%', borderRadius: 'full', bg: 'teal.700', transitionProperty: 'width', transitionDuration: 'slow' },
  },
});

export const radioGroupRecipe = defineSlotRecipe({
  className: 'assessment-radio-group',
  slots: ['root', 'label', 'item', 'itemText', 'itemControl', 'indicator'],
  base: {
    item: { display: 'flex', alignItems: 'flex-start', position: 'relative', gap: '3' },
    itemControl: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      boxSize: '5',
      mt: '0.5',
      borderRadius: 'full',
      borderWidth: '2px',
      borderColor: 'gray.600',
      bg: 'white',
      color: 'white',
      _checked: { bg: 'teal.700', borderColor: 'teal.700' },
      '& .dot': { boxSize: '100%', borderRadius: 'full', bg: 'currentColor', scale: '0.4' },
    },
  },
});
