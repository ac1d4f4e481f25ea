import type { SelectProps } from '@mantine/core';
import type { BlockType } from '@nprm/contracts';
import { SearchableSelect } from '../../components/SearchableSelect';

/** "Solid concrete block 4" × 8" × 16", 30 lb": a block as the form and the results name it. */
export function blockTypeLabel(block: Pick<BlockType, 'name' | 'nominal_size' | 'weight'>): string {
  return `${block.name} ${block.nominal_size}, ${block.weight} lb`;
}

/**
 * The ballast block the visitor counts the ballast in (docs/product.md, calculator form): optional; left empty, the
 * administrator's default block applies, which the placeholder names. Without block types to offer, no field.
 */
export function BlockTypeField({
  blocks,
  defaultBlockId,
  ...props
}: Omit<SelectProps, 'data'> & { blocks: readonly BlockType[]; defaultBlockId: number | null }) {
  if (blocks.length === 0) return null;
  const fallback = blocks.find((block) => block.id === defaultBlockId);
  return (
    <SearchableSelect
      label="Ballast block (optional)"
      description="The concrete blocks you will use; leave blank for the default. Weigh them on site."
      clearable
      options={blocks.map((block) => ({ value: String(block.id), label: blockTypeLabel(block) }))}
      {...props}
      placeholder={fallback ? `Default: ${blockTypeLabel(fallback)}` : 'Default block'}
    />
  );
}
