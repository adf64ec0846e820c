import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster';
import { queryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from './theme';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <DirectionProvider detectDirection>
      {/* The theme's variables are in app/theme-variables.css, written ahead (its test keeps it in step). */}
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} withCssVariables={false}>
        <QueryClientProvider client={queryClient}>
          {children}
          <Toaster />
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
