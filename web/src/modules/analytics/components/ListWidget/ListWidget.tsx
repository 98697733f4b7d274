import type { Ref } from 'react';
import { type Column, csvDownload } from '../../csv';
import type { Loaded } from '../../hooks/useStoreFigures';
import type { RowLinks } from '../../links';
import { FigureTable } from '../FigureTable/FigureTable';
import { WidgetCard } from '../WidgetCard/WidgetCard';

export interface ListWidgetProps<Row> {
  title: string;
  subtitle: string;
  state: Loaded<unknown>;
  /** Undefined until they arrive. */
  rows: readonly Row[] | undefined;
  columns: readonly Column<Row>[];
  rowKey: (row: Row, index: number) => string;
  /** What will appear here, said when there is nothing yet. */
  empty: string;
  range: { from: string; to: string };
  detailUrl: string | undefined;
  /** The card's element, for widgets that load once scrolled near. */
  cardRef?: Ref<HTMLElement> | undefined;
  /** Not asked for yet (still far below the screen). */
  idle?: boolean;
  /** Where product, order and customer cells lead. */
  links?: RowLinks | undefined;
}

/** A figure that is a list: its table, and the CSV of exactly those rows. */
export function ListWidget<Row>(p: ListWidgetProps<Row>) {
  const rows = p.rows ?? [];
  return (
    <WidgetCard
      title={p.title}
      subtitle={p.subtitle}
      detailUrl={p.detailUrl}
      idle={p.idle ?? false}
      loading={p.state.loading || (p.rows === undefined && p.state.error === null)}
      error={p.state.error}
      onRetry={p.state.retry}
      empty={rows.length === 0 ? p.empty : null}
      onDownload={csvDownload(p.title, p.range, p.columns, rows)}
      cardRef={p.cardRef}
    >
      <FigureTable label={p.title} columns={p.columns} rows={rows} rowKey={p.rowKey} links={p.links} />
    </WidgetCard>
  );
}
