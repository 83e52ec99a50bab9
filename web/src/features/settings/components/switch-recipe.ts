import { defineSlotRecipe } from '@chakra-ui/react';

/**
 * The app theme carries only the recipes the first page needs (web/src/app/theme.ts), and a Switch
 * without a recipe renders its track and thumb with no size at all, so the on/off state is invisible.
 * This small recipe lives with the settings screen, which is loaded lazily, to keep it out of the
 * sign-in bundle.
 */
export const switchRecipe = defineSlotRecipe({
  className: 'settings-switch',
  slots: ['root', 'label', 'indicator', 'control', 'thumb'],
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '3',
      position: 'relative',
      cursor: 'pointer',
      _disabled: { cursor: 'not-allowed', opacity: 0.6 },
    },
    label: { userSelect: 'none', fontSize: 'md' },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      flexShrink: 0,
      boxSizing: 'content-box',
      width: '9',
      height: '5',
      padding: '0.5',
      borderRadius: 'full',
      bg: 'gray.400',
      transitionProperty: 'background',
      transitionDuration: 'fast',
      _checked: { bg: 'teal.700' },
      _focusVisible: { outline: '2px solid', outlineColor: 'teal.700', outlineOffset: '2px' },
    },
    thumb: {
      display: 'block',
      width: '5',
      height: '5',
      borderRadius: 'full',
      bg: 'white',
      boxShadow: 'sm',
      transitionProperty: 'transform',
      transitionDuration: 'fast',
      // The track is 2.25rem wide inside its padding and the thumb 1.25rem: on, the thumb moves 1rem to the far end.
      _checked: { transform: 'translateX(1rem)', _rtl: { transform: 'translateX(-1rem)' } },
    },
  },
});
