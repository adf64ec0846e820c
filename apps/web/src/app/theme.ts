import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import fields from './fields.module.css';
import sheet from './sheet.module.css';
import touch from './touch.module.css';

// The brand's teal (--cv-primary, #0f766e, at shade 8) as Mantine's primary colour: white text on it,
// and it on its own light tint, both read at 4.5:1 or better (WCAG AA), which Mantine's own teal at
// shade 8 (3.9:1) did not.
const caravan: MantineColorsTuple = [
  '#f0fdfa',
  '#ccfbf1',
  '#99f6e4',
  '#5eead4',
  '#2dd4bf',
  '#14b8a6',
  '#0d9488',
  '#0e857b',
  '#0f766e',
  '#134e4a',
];

export const theme = createTheme({
  colors: { caravan },
  primaryColor: 'caravan',
  // Shade 8 for every colour: white on red, blue or this teal at 8 reads at 4.5:1 or better.
  primaryShade: 8,
  // Filled buttons of a light colour (orange, yellow) get dark text, so their labels stay readable.
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily:
    "var(--cv-script-font, system-ui), system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', 'Noto Sans Thai', 'Noto Sans Devanagari', 'Helvetica Neue', Arial, sans-serif",
  headings: { fontWeight: '700' },
  components: {
    // A plain object, not Modal.extend: the theme is in the first bundle, the Modal is not.
    Modal: { classNames: { root: sheet.root, inner: sheet.inner, content: sheet.content } },
    // Inputs built on Input (text, password, select) take Input's class names too.
    Button: { classNames: { root: touch.button, label: touch.buttonLabel } },
    Input: { classNames: { wrapper: touch.input, input: fields.field } },
    // A field's error is announced when it appears, not only when the field is next focused.
    InputError: { defaultProps: { role: 'alert' } },
    ActionIcon: { classNames: { root: touch.actionIcon } },
    CloseButton: { classNames: { root: touch.closeButton } },
    PasswordInput: { classNames: { visibilityToggle: touch.passwordToggle } },
    Pagination: { classNames: { control: touch.pageControl, dots: touch.pageControl } },
    SegmentedControl: { classNames: { label: touch.segment } },
    // The box stays level with its label's text when the label grows to a finger's 44 px.
    Checkbox: { classNames: { body: touch.choiceBody, label: touch.choiceLabel } },
    Radio: { classNames: { body: touch.choiceBody, label: touch.choiceLabel } },
    Switch: { classNames: { body: touch.choiceBody, label: touch.choiceLabel } },
    // States read in sentence case in every language, not in Mantine's capitals ("PENDING").
    Badge: { defaultProps: { tt: 'none' } },
    Rating: { classNames: { root: touch.rating } },
    // A menu takes focus onto its first item, not onto a placeholder of its own: that placeholder
    // (a bare focusable div) is a child a menu may not have, and screen readers said nothing on it.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false }, classNames: { item: touch.menuItem } },
    // Placeholders stand still: a loading page shows a hundred of them, and each pulsing one was
    // a layer and an animation of its own (app/global.css), a 40–60 ms task on a phone as they
    // started, and frames to draw while the page loads.
    Skeleton: { defaultProps: { animate: false } },
  },
});

/**
 * Text in a colour reads at 4.5:1 or better (WCAG AA): Mantine writes a light badge or button, an
 * outline, a subtle button and coloured text in the colour's shade 8, which for red, orange, green,
 * yellow and the rest is under 4.5:1 on white or on the colour's own light tint; here they take
 * shade 9 darkened by a quarter. The brand's teal at 8 reads on white, but a light button's tint
 * over a panel's grey head is 4.4:1, so its light variant's text is a fifth darker.
 * Secondary text (descriptions, hints) is a shade darker than Mantine's for the same reason.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-caravan-light-color': 'color-mix(in srgb, var(--mantine-color-caravan-8) 80%, #000)',
  };
  for (const name of Object.keys(resolved.colors)) {
    if (name === 'caravan') continue;
    const text = `color-mix(in srgb, var(--mantine-color-${name}-9) 75%, #000)`;
    light[`--mantine-color-${name}-light-color`] = text;
    light[`--mantine-color-${name}-outline`] = text;
    light[`--mantine-color-${name}-text`] = text;
  }
  return { variables: {}, light, dark: {} };
};
