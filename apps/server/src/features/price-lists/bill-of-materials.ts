/**
 * A fit's bill of materials (the price list calls at /api/docs): the mount (1), its trays when they are separate parts,
 * the ballast blocks (block type, count), each priced from the reseller's list valid at search time or "on request".
 * Money is worked in integer cents, so a total is never 0.30000000000000004.
 */
import { fromCents, type BillOfMaterials, type BomLine, type PriceItemType } from '@nprm/contracts';
import { blockDescription, priceKey, trayDescription, type StoredPriceList } from './price-lists.repository.js';

export interface BomParts {
  mount: {
    id: number;
    part_number: string;
    name: string;
    trays_separate_parts: boolean;
    tray_part_number: string | null;
  };
  /** The trays the design uses; null for a mount without trays. */
  trayCount: number | null;
  blockType: { id: number; name: string; nominal_size: string };
  blockCount: number;
}

export function billOfMaterials(parts: BomParts, list: StoredPriceList | undefined): BillOfMaterials {
  const lines: BomLine[] = [];
  let totalCents: number | null = 0;
  const add = (type: PriceItemType, id: number, line: Omit<BomLine, 'unit_price' | 'line_total'>) => {
    const cents = list?.cents.get(priceKey(type, id));
    const lineCents = cents === undefined ? null : cents * line.quantity;
    totalCents = totalCents === null || lineCents === null ? null : totalCents + lineCents;
    lines.push({
      ...line,
      unit_price: cents === undefined ? null : fromCents(cents),
      line_total: lineCents === null ? null : fromCents(lineCents),
    });
  };
  const { mount, trayCount, blockType, blockCount } = parts;
  add('mount', mount.id, { part_number: mount.part_number, description: mount.name, quantity: 1 });
  if (mount.trays_separate_parts && mount.tray_part_number !== null && trayCount !== null && trayCount > 0) {
    add('tray', mount.id, {
      part_number: mount.tray_part_number,
      description: trayDescription(mount.part_number),
      quantity: trayCount,
    });
  }
  if (blockCount > 0) {
    add('block_type', blockType.id, {
      part_number: blockType.name,
      description: blockDescription(blockType.nominal_size),
      quantity: blockCount,
    });
  }
  const currency = (list?.currency ?? null) as BillOfMaterials['currency'];
  return { currency, lines, total: currency === null || totalCents === null ? null : fromCents(totalCents) };
}
