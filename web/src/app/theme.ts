import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  tabsSlotRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * The app has one colour scheme (nothing ever sets Chakra's `.dark` class), so each semantic token keeps
 * its light value only. Chakra turns every token into a CSS variable when the system is created, on the
 * main thread before the first screen renders; without the unused dark set that start-up work is about a
 * third shorter.
 */
type TokenTree = { [key: string]: unknown };
function lightValuesOnly(tree: TokenTree): TokenTree {
  const out: TokenTree = {};
  for (const [key, node] of Object.entries(tree)) {
    if (node === null || typeof node !== 'object') out[key] = node;
    else if ('value' in node) {
      const value = (node as { value: unknown }).value;
      const light = value !== null && typeof value === 'object' && '_light' in value ? (value as { _light: unknown })._light : value;
      out[key] = { ...node, value: light };
    } else out[key] = lightValuesOnly(node as TokenTree);
  }
  return out;
}

/**
 * Chakra's default look with only the component recipes this app uses: the full default theme
 * carries every recipe into the first page (the sign-in page has a 200 KB gzip budget). A component whose recipe is not
 * listed here renders unstyled; add its recipe when you start using it.
 */
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    'html, body': { minHeight: '100%', bg: 'gray.50' },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens: lightValuesOnly(semanticTokens),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/** Error text in Chakra's default red.500 is 3.8:1 on white; red.700 passes WCAG AA. */
const accessibleColors = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
        fg: { error: { value: '{colors.red.700}' } },
      },
    },
  },
});

// createSystem merges the configs itself (a separate mergeConfigs call would deep-copy them all twice).
export const system = createSystem(defaultBaseConfig, themeConfig, accessibleColors);
