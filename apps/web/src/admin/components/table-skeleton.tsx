import { Skeleton, Table } from '@mantine/core';

/** Placeholder rows while a table's first page loads. */
export function TableSkeletonRows({ columns, rows = 6 }: { columns: number; rows?: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <Table.Tr key={row} data-testid="table-skeleton-row" aria-hidden="true">
      {Array.from({ length: columns }, (_, column) => (
        <Table.Td key={column}>
          <Skeleton height={14} width={column === 0 ? '70%' : '55%'} radius="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}
