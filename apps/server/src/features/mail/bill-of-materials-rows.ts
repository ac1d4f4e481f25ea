/**
 * The bill of materials in both messages: one row per part, "DEMO-S6: 1 × 6×6 ft Flat-Roof Sled at
 * $1,249.50 = $1,249.50", then the total; "On request" where the reseller lists no price. Nothing for a result
 * without lines (no fit, or stored before the bill of materials).
 */
import { formatMoney, type BillOfMaterials } from '@nprm/contracts';

export function billOfMaterialsRows({ currency, lines, total }: BillOfMaterials): [string, string][] {
  if (lines.length === 0) return [];
  const rows = lines.map((line): [string, string] => {
    const price =
      line.unit_price === null
        ? formatMoney(null, currency)
        : `at ${formatMoney(line.unit_price, currency)} = ${formatMoney(line.line_total, currency)}`;
    return [`Part ${line.part_number}`, `${line.quantity} × ${line.description}, ${price}`];
  });
  return [...rows, ['Parts total', formatMoney(total, currency)]];
}
