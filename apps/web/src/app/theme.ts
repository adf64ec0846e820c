import { createTheme } from '@mantine/core';
import sheet from './sheet.module.css';

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', 'Noto Sans Thai', 'Noto Sans Devanagari', 'Helvetica Neue', Arial, sans-serif",
  headings: { fontWeight: '700' },
  components: {
    // A plain object, not Modal.extend: the theme is in the first bundle, the Modal is not.
    Modal: { classNames: { root: sheet.root, inner: sheet.inner, content: sheet.content } },
  },
});
