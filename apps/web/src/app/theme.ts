import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', 'Noto Sans Thai', 'Noto Sans Devanagari', 'Helvetica Neue', Arial, sans-serif",
  headings: { fontWeight: '700' },
});
