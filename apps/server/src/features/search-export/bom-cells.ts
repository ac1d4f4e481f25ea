/** A search's bill of materials as the leads list and CSV show it: one text cell, its currency, its total. */
import { formatPrice, type BillOfMaterials, type SearchExportRow } from '@nprm/contracts';

export function bomCells(
  bom: BillOfMaterials | null,
): Pick<SearchExportRow, 'bom_lines' | 'bom_currency' | 'bom_total'> {
  if (bom === null || bom.lines.length === 0) return { bom_lines: null, bom_currency: null, bom_total: null };
  const lines = bom.lines.map(
    (line) =>
      `${line.part_number} × ${line.quantity} ${line.unit_price === null ? 'on request' : `at ${formatPrice(line.unit_price)}`}`,
  );
  return { bom_lines: lines.join('; '), bom_currency: bom.currency, bom_total: bom.total };
}
