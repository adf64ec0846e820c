import { Button } from '@mantine/core';
import { useState } from 'react';
import { DownloadIcon } from '../../components/ui/icons';
import { downloadText } from '../../lib/download';
import { toast } from '../../lib/toast';

/** A file the seller centre downloads: its text, its name, and how many rows it holds. */
export type CsvFile = { text: string; name: string; rows: number };

/**
 * A CSV download of the seller centre (the sales report, the listings' terms): the file is made
 * when asked for (the button waits meanwhile), saved, and the rows it holds are said.
 */
export function CsvExportButton({
  label,
  make,
  done,
  testId,
}: {
  label: string;
  make: () => Promise<CsvFile>;
  done: (rows: number) => string;
  testId: string;
}) {
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const file = await make();
      downloadText(file.text, file.name);
      toast.success(done(file.rows));
    } catch {
      // The API client has already said what went wrong.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="light"
      leftSection={<DownloadIcon size={16} />}
      loading={busy}
      onClick={() => void exportCsv()}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}
