import { Table } from '@chakra-ui/react';

/** The column headers of an admin table; the names in `end` are right-aligned (amounts). */
export function HeaderRow({ columns, end = [] }: { columns: string[]; end?: string[] }) {
  return (
    <Table.Header>
      <Table.Row>
        {columns.map((c) => (
          <Table.ColumnHeader key={c} scope="col" textAlign={end.includes(c) ? 'end' : undefined}>
            {c}
          </Table.ColumnHeader>
        ))}
      </Table.Row>
    </Table.Header>
  );
}
