// The baseline P8 compares the storefront's first load with (issue 23): the smallest app on the
// storefront's own stack, React and Mantine set up as Mantine's guide sets them up (the provider,
// its whole stylesheet, a layout, a heading, some text and a button), built by the same Vite in the
// same bench run (bench/footprint.ts). It is built, never served.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppShell, Button, Group, MantineProvider, Text, Title } from '@mantine/core';
import '@mantine/core/styles.css';

function Skeleton() {
  return (
    <MantineProvider>
      <AppShell header={{ height: 56 }} padding="md">
        <AppShell.Header>
          <Group h="100%" px="md">
            <Title order={3}>Skeleton</Title>
          </Group>
        </AppShell.Header>
        <AppShell.Main>
          <Text>React and Mantine, nothing else.</Text>
          <Button>Continue</Button>
        </AppShell.Main>
      </AppShell>
    </MantineProvider>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <Skeleton />
    </StrictMode>,
  );
